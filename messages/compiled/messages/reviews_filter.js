/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_FilterInputs */

const en_reviews_filter = /** @type {(inputs: Reviews_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter`)
};

const es_reviews_filter = /** @type {(inputs: Reviews_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrar`)
};

const de_reviews_filter = /** @type {(inputs: Reviews_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtern`)
};

const fr_reviews_filter = /** @type {(inputs: Reviews_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrer`)
};

const zh_hans1_reviews_filter = /** @type {(inputs: Reviews_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筛选`)
};

/**
* | output |
* | --- |
* | "Filter" |
*
* @param {Reviews_FilterInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_filter = /** @type {((inputs?: Reviews_FilterInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_FilterInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_filter(inputs)
	if (locale === "de") return de_reviews_filter(inputs)
	if (locale === "fr") return fr_reviews_filter(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_filter(inputs)
	return en_reviews_filter(inputs)
});