/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Your_ReviewInputs */

const en_reviews_your_review = /** @type {(inputs: Reviews_Your_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your review`)
};

const es_reviews_your_review = /** @type {(inputs: Reviews_Your_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu revisión`)
};

const de_reviews_your_review = /** @type {(inputs: Reviews_Your_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Prüfung`)
};

const fr_reviews_your_review = /** @type {(inputs: Reviews_Your_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre revue`)
};

const zh_hans1_reviews_your_review = /** @type {(inputs: Reviews_Your_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的审核`)
};

/**
* | output |
* | --- |
* | "Your review" |
*
* @param {Reviews_Your_ReviewInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_your_review = /** @type {((inputs?: Reviews_Your_ReviewInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Your_ReviewInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_your_review(inputs)
	if (locale === "de") return de_reviews_your_review(inputs)
	if (locale === "fr") return fr_reviews_your_review(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_your_review(inputs)
	return en_reviews_your_review(inputs)
});