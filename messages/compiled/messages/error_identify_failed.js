/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Identify_FailedInputs */

const en_error_identify_failed = /** @type {(inputs: Error_Identify_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An error occurred during species identification.`)
};

const es_error_identify_failed = /** @type {(inputs: Error_Identify_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se produjo un error al identificar la especie.`)
};

const de_error_identify_failed = /** @type {(inputs: Error_Identify_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei der Bestimmung der Art ist ein Fehler aufgetreten.`)
};

const fr_error_identify_failed = /** @type {(inputs: Error_Identify_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur est survenue pendant l’identification de l’espèce.`)
};

const zh_hans1_error_identify_failed = /** @type {(inputs: Error_Identify_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`识别物种时出错。`)
};

/**
* | output |
* | --- |
* | "An error occurred during species identification." |
*
* @param {Error_Identify_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_identify_failed = /** @type {((inputs?: Error_Identify_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Identify_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_identify_failed(inputs)
	if (locale === "de") return de_error_identify_failed(inputs)
	if (locale === "fr") return fr_error_identify_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_identify_failed(inputs)
	return en_error_identify_failed(inputs)
});