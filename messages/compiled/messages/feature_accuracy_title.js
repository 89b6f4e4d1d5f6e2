/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Feature_Accuracy_TitleInputs */

const en_feature_accuracy_title = /** @type {(inputs: Feature_Accuracy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accurate Identification`)
};

const es_feature_accuracy_title = /** @type {(inputs: Feature_Accuracy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificación precisa`)
};

const de_feature_accuracy_title = /** @type {(inputs: Feature_Accuracy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Genaue Bestimmung`)
};

const fr_feature_accuracy_title = /** @type {(inputs: Feature_Accuracy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une identification fiable`)
};

const zh_hans1_feature_accuracy_title = /** @type {(inputs: Feature_Accuracy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`准确识别`)
};

/**
* | output |
* | --- |
* | "Accurate Identification" |
*
* @param {Feature_Accuracy_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const feature_accuracy_title = /** @type {((inputs?: Feature_Accuracy_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Feature_Accuracy_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_feature_accuracy_title(inputs)
	if (locale === "de") return de_feature_accuracy_title(inputs)
	if (locale === "fr") return fr_feature_accuracy_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_feature_accuracy_title(inputs)
	return en_feature_accuracy_title(inputs)
});