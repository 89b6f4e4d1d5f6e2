/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Processing_TitleInputs */

const en_error_processing_title = /** @type {(inputs: Error_Processing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Processing Error`)
};

const es_error_processing_title = /** @type {(inputs: Error_Processing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error de procesamiento`)
};

const de_error_processing_title = /** @type {(inputs: Error_Processing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verarbeitungsfehler`)
};

const fr_error_processing_title = /** @type {(inputs: Error_Processing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur de traitement`)
};

const zh_hans1_error_processing_title = /** @type {(inputs: Error_Processing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`处理出错`)
};

/**
* | output |
* | --- |
* | "Processing Error" |
*
* @param {Error_Processing_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_processing_title = /** @type {((inputs?: Error_Processing_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Processing_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_processing_title(inputs)
	if (locale === "de") return de_error_processing_title(inputs)
	if (locale === "fr") return fr_error_processing_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_processing_title(inputs)
	return en_error_processing_title(inputs)
});