/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Sure_UnlikelyInputs */

const en_result_sure_unlikely = /** @type {(inputs: Result_Sure_UnlikelyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlikely`)
};

const es_result_sure_unlikely = /** @type {(inputs: Result_Sure_UnlikelyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Improbable`)
};

const de_result_sure_unlikely = /** @type {(inputs: Result_Sure_UnlikelyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unwahrscheinlich`)
};

const fr_result_sure_unlikely = /** @type {(inputs: Result_Sure_UnlikelyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peu probable`)
};

const zh_hans1_result_sure_unlikely = /** @type {(inputs: Result_Sure_UnlikelyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不太可能`)
};

/**
* | output |
* | --- |
* | "Unlikely" |
*
* @param {Result_Sure_UnlikelyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_sure_unlikely = /** @type {((inputs?: Result_Sure_UnlikelyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Sure_UnlikelyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_sure_unlikely(inputs)
	if (locale === "de") return de_result_sure_unlikely(inputs)
	if (locale === "fr") return fr_result_sure_unlikely(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_sure_unlikely(inputs)
	return en_result_sure_unlikely(inputs)
});