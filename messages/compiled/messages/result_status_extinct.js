/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Status_ExtinctInputs */

const en_result_status_extinct = /** @type {(inputs: Result_Status_ExtinctInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extinct`)
};

const es_result_status_extinct = /** @type {(inputs: Result_Status_ExtinctInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extinto`)
};

const de_result_status_extinct = /** @type {(inputs: Result_Status_ExtinctInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausgestorben`)
};

const fr_result_status_extinct = /** @type {(inputs: Result_Status_ExtinctInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Éteint`)
};

const zh_hans1_result_status_extinct = /** @type {(inputs: Result_Status_ExtinctInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`灭绝`)
};

/**
* | output |
* | --- |
* | "Extinct" |
*
* @param {Result_Status_ExtinctInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_status_extinct = /** @type {((inputs?: Result_Status_ExtinctInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Status_ExtinctInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_status_extinct(inputs)
	if (locale === "de") return de_result_status_extinct(inputs)
	if (locale === "fr") return fr_result_status_extinct(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_status_extinct(inputs)
	return en_result_status_extinct(inputs)
});