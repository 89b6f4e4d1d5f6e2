/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Scientific_NameInputs */

const en_reviews_scientific_name = /** @type {(inputs: Reviews_Scientific_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scientific name`)
};

const es_reviews_scientific_name = /** @type {(inputs: Reviews_Scientific_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre científico`)
};

const de_reviews_scientific_name = /** @type {(inputs: Reviews_Scientific_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wissenschaftlicher Name`)
};

const fr_reviews_scientific_name = /** @type {(inputs: Reviews_Scientific_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom scientifique`)
};

const zh_hans1_reviews_scientific_name = /** @type {(inputs: Reviews_Scientific_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`学名`)
};

/**
* | output |
* | --- |
* | "Scientific name" |
*
* @param {Reviews_Scientific_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_scientific_name = /** @type {((inputs?: Reviews_Scientific_NameInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Scientific_NameInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_scientific_name(inputs)
	if (locale === "de") return de_reviews_scientific_name(inputs)
	if (locale === "fr") return fr_reviews_scientific_name(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_scientific_name(inputs)
	return en_reviews_scientific_name(inputs)
});