/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} History_Trash_NoteInputs */

const en_history_trash_note = /** @type {(inputs: History_Trash_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sightings in the trash are deleted ${i?.days} days after they were trashed. Restore one to put it back in your history.`)
};

const es_history_trash_note = /** @type {(inputs: History_Trash_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los avistamientos de la papelera se eliminan ${i?.days} días después de llegar a ella. Restaura uno para devolverlo a tu historial.`)
};

const de_history_trash_note = /** @type {(inputs: History_Trash_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sichtungen im Papierkorb werden ${i?.days} Tage nach dem Verschieben gelöscht. Stelle eine wieder her, um sie zurück in deinen Verlauf zu holen.`)
};

const fr_history_trash_note = /** @type {(inputs: History_Trash_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les observations de la corbeille sont supprimées ${i?.days} jours après y avoir été placées. Restaurez-en une pour la remettre dans votre historique.`)
};

const zh_hans1_history_trash_note = /** @type {(inputs: History_Trash_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`回收站中的目击记录会在移入 ${i?.days} 天后删除。恢复一条即可将其放回你的历史记录。`)
};

/**
* | output |
* | --- |
* | "Sightings in the trash are deleted {days} days after they were trashed. Restore one to put it back in your history." |
*
* @param {History_Trash_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_trash_note = /** @type {((inputs: History_Trash_NoteInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Trash_NoteInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_trash_note(inputs)
	if (locale === "de") return de_history_trash_note(inputs)
	if (locale === "fr") return fr_history_trash_note(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_trash_note(inputs)
	return en_history_trash_note(inputs)
});