/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_GroupInputs */

const en_reviews_group = /** @type {(inputs: Reviews_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group`)
};

const es_reviews_group = /** @type {(inputs: Reviews_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grupo`)
};

const de_reviews_group = /** @type {(inputs: Reviews_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gruppe`)
};

const fr_reviews_group = /** @type {(inputs: Reviews_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groupe`)
};

const zh_hans1_reviews_group = /** @type {(inputs: Reviews_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`类群`)
};

/**
* | output |
* | --- |
* | "Group" |
*
* @param {Reviews_GroupInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_group = /** @type {((inputs?: Reviews_GroupInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_GroupInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_group(inputs)
	if (locale === "de") return de_reviews_group(inputs)
	if (locale === "fr") return fr_reviews_group(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_group(inputs)
	return en_reviews_group(inputs)
});