/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Not_In_WormsInputs */

const en_result_not_in_worms = /** @type {(inputs: Result_Not_In_WormsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not in WoRMS`)
};

const es_result_not_in_worms = /** @type {(inputs: Result_Not_In_WormsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no está en WoRMS`)
};

const de_result_not_in_worms = /** @type {(inputs: Result_Not_In_WormsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nicht in WoRMS`)
};

const fr_result_not_in_worms = /** @type {(inputs: Result_Not_In_WormsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`absent de WoRMS`)
};

const zh_hans1_result_not_in_worms = /** @type {(inputs: Result_Not_In_WormsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不在 WoRMS 中`)
};

/**
* | output |
* | --- |
* | "not in WoRMS" |
*
* @param {Result_Not_In_WormsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_not_in_worms = /** @type {((inputs?: Result_Not_In_WormsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Not_In_WormsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_not_in_worms(inputs)
	if (locale === "de") return de_result_not_in_worms(inputs)
	if (locale === "fr") return fr_result_not_in_worms(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_not_in_worms(inputs)
	return en_result_not_in_worms(inputs)
});