/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ depth: NonNullable<unknown> }} Reviews_DeepInputs */

const en_reviews_deep = /** @type {(inputs: Reviews_DeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.depth} m deep`)
};

const es_reviews_deep = /** @type {(inputs: Reviews_DeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a ${i?.depth} m de profundidad`)
};

const de_reviews_deep = /** @type {(inputs: Reviews_DeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`in ${i?.depth} m Tiefe`)
};

const fr_reviews_deep = /** @type {(inputs: Reviews_DeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`à ${i?.depth} m de profondeur`)
};

const zh_hans1_reviews_deep = /** @type {(inputs: Reviews_DeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`水深 ${i?.depth} 米`)
};

/**
* | output |
* | --- |
* | "{depth} m deep" |
*
* @param {Reviews_DeepInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_deep = /** @type {((inputs: Reviews_DeepInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_DeepInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_deep(inputs)
	if (locale === "de") return de_reviews_deep(inputs)
	if (locale === "fr") return fr_reviews_deep(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_deep(inputs)
	return en_reviews_deep(inputs)
});