/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_FeaturesInputs */

const en_result_features = /** @type {(inputs: Result_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`DISTINGUISHING FEATURES & BEHAVIOR`)
};

const es_result_features = /** @type {(inputs: Result_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RASGOS DISTINTIVOS Y COMPORTAMIENTO`)
};

const de_result_features = /** @type {(inputs: Result_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MERKMALE & VERHALTEN`)
};

const fr_result_features = /** @type {(inputs: Result_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SIGNES DISTINCTIFS ET COMPORTEMENT`)
};

const zh_hans1_result_features = /** @type {(inputs: Result_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`识别特征与行为`)
};

/**
* | output |
* | --- |
* | "DISTINGUISHING FEATURES & BEHAVIOR" |
*
* @param {Result_FeaturesInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_features = /** @type {((inputs?: Result_FeaturesInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_FeaturesInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_features(inputs)
	if (locale === "de") return de_result_features(inputs)
	if (locale === "fr") return fr_result_features(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_features(inputs)
	return en_result_features(inputs)
});