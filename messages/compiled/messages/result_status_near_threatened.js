/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Status_Near_ThreatenedInputs */

const en_result_status_near_threatened = /** @type {(inputs: Result_Status_Near_ThreatenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Near Threatened`)
};

const es_result_status_near_threatened = /** @type {(inputs: Result_Status_Near_ThreatenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Casi amenazado`)
};

const de_result_status_near_threatened = /** @type {(inputs: Result_Status_Near_ThreatenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potenziell gefährdet`)
};

const fr_result_status_near_threatened = /** @type {(inputs: Result_Status_Near_ThreatenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quasi menacé`)
};

const zh_hans1_result_status_near_threatened = /** @type {(inputs: Result_Status_Near_ThreatenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`近危`)
};

/**
* | output |
* | --- |
* | "Near Threatened" |
*
* @param {Result_Status_Near_ThreatenedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_status_near_threatened = /** @type {((inputs?: Result_Status_Near_ThreatenedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Status_Near_ThreatenedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_status_near_threatened(inputs)
	if (locale === "de") return de_result_status_near_threatened(inputs)
	if (locale === "fr") return fr_result_status_near_threatened(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_status_near_threatened(inputs)
	return en_result_status_near_threatened(inputs)
});