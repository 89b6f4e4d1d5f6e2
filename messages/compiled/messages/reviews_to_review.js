/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_To_ReviewInputs */

const en_reviews_to_review = /** @type {(inputs: Reviews_To_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sightings to review`)
};

const es_reviews_to_review = /** @type {(inputs: Reviews_To_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avistamientos por revisar`)
};

const de_reviews_to_review = /** @type {(inputs: Reviews_To_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu prüfende Sichtungen`)
};

const fr_reviews_to_review = /** @type {(inputs: Reviews_To_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Observations à revoir`)
};

const zh_hans1_reviews_to_review = /** @type {(inputs: Reviews_To_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`待审核的目击记录`)
};

/**
* | output |
* | --- |
* | "Sightings to review" |
*
* @param {Reviews_To_ReviewInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_to_review = /** @type {((inputs?: Reviews_To_ReviewInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_To_ReviewInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_to_review(inputs)
	if (locale === "de") return de_reviews_to_review(inputs)
	if (locale === "fr") return fr_reviews_to_review(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_to_review(inputs)
	return en_reviews_to_review(inputs)
});