/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_ClassificationInputs */

const en_result_classification = /** @type {(inputs: Result_ClassificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classification:`)
};

const es_result_classification = /** @type {(inputs: Result_ClassificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clasificación:`)
};

const de_result_classification = /** @type {(inputs: Result_ClassificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Systematik:`)
};

const fr_result_classification = /** @type {(inputs: Result_ClassificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classification :`)
};

const zh_hans1_result_classification = /** @type {(inputs: Result_ClassificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`分类：`)
};

/**
* | output |
* | --- |
* | "Classification:" |
*
* @param {Result_ClassificationInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_classification = /** @type {((inputs?: Result_ClassificationInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_ClassificationInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_classification(inputs)
	if (locale === "de") return de_result_classification(inputs)
	if (locale === "fr") return fr_result_classification(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_classification(inputs)
	return en_result_classification(inputs)
});