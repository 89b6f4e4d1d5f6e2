/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Sure_LikelyInputs */

const en_result_sure_likely = /** @type {(inputs: Result_Sure_LikelyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Likely`)
};

const es_result_sure_likely = /** @type {(inputs: Result_Sure_LikelyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Probable`)
};

const de_result_sure_likely = /** @type {(inputs: Result_Sure_LikelyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wahrscheinlich`)
};

const fr_result_sure_likely = /** @type {(inputs: Result_Sure_LikelyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Probable`)
};

const zh_hans1_result_sure_likely = /** @type {(inputs: Result_Sure_LikelyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`很可能`)
};

/**
* | output |
* | --- |
* | "Likely" |
*
* @param {Result_Sure_LikelyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_sure_likely = /** @type {((inputs?: Result_Sure_LikelyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Sure_LikelyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_sure_likely(inputs)
	if (locale === "de") return de_result_sure_likely(inputs)
	if (locale === "fr") return fr_result_sure_likely(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_sure_likely(inputs)
	return en_result_sure_likely(inputs)
});