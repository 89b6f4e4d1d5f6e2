/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Toast_DeletedInputs */

const en_history_toast_deleted = /** @type {(inputs: History_Toast_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The identification has been successfully removed from your history.`)
};

const es_history_toast_deleted = /** @type {(inputs: History_Toast_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La identificación se ha eliminado de tu historial.`)
};

const de_history_toast_deleted = /** @type {(inputs: History_Toast_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bestimmung wurde aus deinem Verlauf gelöscht.`)
};

const fr_history_toast_deleted = /** @type {(inputs: History_Toast_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’identification a bien été supprimée de votre historique.`)
};

const zh_hans1_history_toast_deleted = /** @type {(inputs: History_Toast_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此识别已从你的历史记录中删除。`)
};

/**
* | output |
* | --- |
* | "The identification has been successfully removed from your history." |
*
* @param {History_Toast_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_toast_deleted = /** @type {((inputs?: History_Toast_DeletedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Toast_DeletedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_toast_deleted(inputs)
	if (locale === "de") return de_history_toast_deleted(inputs)
	if (locale === "fr") return fr_history_toast_deleted(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_toast_deleted(inputs)
	return en_history_toast_deleted(inputs)
});