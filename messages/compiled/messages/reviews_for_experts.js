/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_For_ExpertsInputs */

const en_reviews_for_experts = /** @type {(inputs: Reviews_For_ExpertsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews are for experts`)
};

const es_reviews_for_experts = /** @type {(inputs: Reviews_For_ExpertsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las revisiones son para expertos`)
};

const de_reviews_for_experts = /** @type {(inputs: Reviews_For_ExpertsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prüfungen sind für Fachleute`)
};

const fr_reviews_for_experts = /** @type {(inputs: Reviews_For_ExpertsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les revues sont réservées aux experts`)
};

const zh_hans1_reviews_for_experts = /** @type {(inputs: Reviews_For_ExpertsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`审核仅限专家`)
};

/**
* | output |
* | --- |
* | "Reviews are for experts" |
*
* @param {Reviews_For_ExpertsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_for_experts = /** @type {((inputs?: Reviews_For_ExpertsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_For_ExpertsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_for_experts(inputs)
	if (locale === "de") return de_reviews_for_experts(inputs)
	if (locale === "fr") return fr_reviews_for_experts(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_for_experts(inputs)
	return en_reviews_for_experts(inputs)
});