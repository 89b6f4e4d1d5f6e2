/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_ReviewsInputs */

const en_nav_reviews = /** @type {(inputs: Nav_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews`)
};

const es_nav_reviews = /** @type {(inputs: Nav_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisiones`)
};

const de_nav_reviews = /** @type {(inputs: Nav_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prüfungen`)
};

const fr_nav_reviews = /** @type {(inputs: Nav_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifications`)
};

const zh_hans1_nav_reviews = /** @type {(inputs: Nav_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`审核`)
};

/**
* | output |
* | --- |
* | "Reviews" |
*
* @param {Nav_ReviewsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const nav_reviews = /** @type {((inputs?: Nav_ReviewsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_ReviewsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_reviews(inputs)
	if (locale === "de") return de_nav_reviews(inputs)
	if (locale === "fr") return fr_nav_reviews(inputs)
	if (locale === "zh-Hans") return zh_hans1_nav_reviews(inputs)
	return en_nav_reviews(inputs)
});