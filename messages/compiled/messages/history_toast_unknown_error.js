/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Toast_Unknown_ErrorInputs */

const en_history_toast_unknown_error = /** @type {(inputs: History_Toast_Unknown_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown error`)
};

const es_history_toast_unknown_error = /** @type {(inputs: History_Toast_Unknown_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error desconocido`)
};

const de_history_toast_unknown_error = /** @type {(inputs: History_Toast_Unknown_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unbekannter Fehler`)
};

const fr_history_toast_unknown_error = /** @type {(inputs: History_Toast_Unknown_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur inconnue`)
};

const zh_hans1_history_toast_unknown_error = /** @type {(inputs: History_Toast_Unknown_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未知错误`)
};

/**
* | output |
* | --- |
* | "Unknown error" |
*
* @param {History_Toast_Unknown_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_toast_unknown_error = /** @type {((inputs?: History_Toast_Unknown_ErrorInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Toast_Unknown_ErrorInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_toast_unknown_error(inputs)
	if (locale === "de") return de_history_toast_unknown_error(inputs)
	if (locale === "fr") return fr_history_toast_unknown_error(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_toast_unknown_error(inputs)
	return en_history_toast_unknown_error(inputs)
});