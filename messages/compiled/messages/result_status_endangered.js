/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Status_EndangeredInputs */

const en_result_status_endangered = /** @type {(inputs: Result_Status_EndangeredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endangered`)
};

const es_result_status_endangered = /** @type {(inputs: Result_Status_EndangeredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En peligro`)
};

const de_result_status_endangered = /** @type {(inputs: Result_Status_EndangeredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stark gefährdet`)
};

const fr_result_status_endangered = /** @type {(inputs: Result_Status_EndangeredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En danger`)
};

const zh_hans1_result_status_endangered = /** @type {(inputs: Result_Status_EndangeredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`濒危`)
};

/**
* | output |
* | --- |
* | "Endangered" |
*
* @param {Result_Status_EndangeredInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_status_endangered = /** @type {((inputs?: Result_Status_EndangeredInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Status_EndangeredInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_status_endangered(inputs)
	if (locale === "de") return de_result_status_endangered(inputs)
	if (locale === "fr") return fr_result_status_endangered(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_status_endangered(inputs)
	return en_result_status_endangered(inputs)
});