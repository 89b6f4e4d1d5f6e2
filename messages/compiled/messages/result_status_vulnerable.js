/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Status_VulnerableInputs */

const en_result_status_vulnerable = /** @type {(inputs: Result_Status_VulnerableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vulnerable`)
};

const es_result_status_vulnerable = /** @type {(inputs: Result_Status_VulnerableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vulnerable`)
};

const de_result_status_vulnerable = /** @type {(inputs: Result_Status_VulnerableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gefährdet`)
};

const fr_result_status_vulnerable = /** @type {(inputs: Result_Status_VulnerableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vulnérable`)
};

const zh_hans1_result_status_vulnerable = /** @type {(inputs: Result_Status_VulnerableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`易危`)
};

/**
* | output |
* | --- |
* | "Vulnerable" |
*
* @param {Result_Status_VulnerableInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_status_vulnerable = /** @type {((inputs?: Result_Status_VulnerableInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Status_VulnerableInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_status_vulnerable(inputs)
	if (locale === "de") return de_result_status_vulnerable(inputs)
	if (locale === "fr") return fr_result_status_vulnerable(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_status_vulnerable(inputs)
	return en_result_status_vulnerable(inputs)
});