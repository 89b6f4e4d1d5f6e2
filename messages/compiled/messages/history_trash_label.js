/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ species: NonNullable<unknown> }} History_Trash_LabelInputs */

const en_history_trash_label = /** @type {(inputs: History_Trash_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trash ${i?.species}`)
};

const es_history_trash_label = /** @type {(inputs: History_Trash_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mover ${i?.species} a la papelera`)
};

const de_history_trash_label = /** @type {(inputs: History_Trash_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species} in den Papierkorb`)
};

const fr_history_trash_label = /** @type {(inputs: History_Trash_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mettre ${i?.species} à la corbeille`)
};

const zh_hans1_history_trash_label = /** @type {(inputs: History_Trash_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`将 ${i?.species} 移到回收站`)
};

/**
* | output |
* | --- |
* | "Trash {species}" |
*
* @param {History_Trash_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_trash_label = /** @type {((inputs: History_Trash_LabelInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Trash_LabelInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_trash_label(inputs)
	if (locale === "de") return de_history_trash_label(inputs)
	if (locale === "fr") return fr_history_trash_label(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_trash_label(inputs)
	return en_history_trash_label(inputs)
});