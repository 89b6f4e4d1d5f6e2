/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Trash_FailedInputs */

const en_history_trash_failed = /** @type {(inputs: History_Trash_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The trash could not be loaded. Please try again later.`)
};

const es_history_trash_failed = /** @type {(inputs: History_Trash_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar la papelera. Vuelve a intentarlo más tarde.`)
};

const de_history_trash_failed = /** @type {(inputs: History_Trash_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Papierkorb konnte nicht geladen werden. Bitte versuche es später noch einmal.`)
};

const fr_history_trash_failed = /** @type {(inputs: History_Trash_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger la corbeille. Réessayez plus tard.`)
};

const zh_hans1_history_trash_failed = /** @type {(inputs: History_Trash_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载回收站，请稍后再试。`)
};

/**
* | output |
* | --- |
* | "The trash could not be loaded. Please try again later." |
*
* @param {History_Trash_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_trash_failed = /** @type {((inputs?: History_Trash_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Trash_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_trash_failed(inputs)
	if (locale === "de") return de_history_trash_failed(inputs)
	if (locale === "fr") return fr_history_trash_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_trash_failed(inputs)
	return en_history_trash_failed(inputs)
});