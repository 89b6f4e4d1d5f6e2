/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ group: NonNullable<unknown> }} Reviews_Nothing_Left_InInputs */

const en_reviews_nothing_left_in = /** @type {(inputs: Reviews_Nothing_Left_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nothing left to review in ${i?.group}.`)
};

const es_reviews_nothing_left_in = /** @type {(inputs: Reviews_Nothing_Left_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No queda nada por revisar en ${i?.group}.`)
};

const de_reviews_nothing_left_in = /** @type {(inputs: Reviews_Nothing_Left_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In ${i?.group} ist nichts mehr zu prüfen.`)
};

const fr_reviews_nothing_left_in = /** @type {(inputs: Reviews_Nothing_Left_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plus rien à revoir dans ${i?.group}.`)
};

const zh_hans1_reviews_nothing_left_in = /** @type {(inputs: Reviews_Nothing_Left_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} 中已没有待审核的内容。`)
};

/**
* | output |
* | --- |
* | "Nothing left to review in {group}." |
*
* @param {Reviews_Nothing_Left_InInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_nothing_left_in = /** @type {((inputs: Reviews_Nothing_Left_InInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Nothing_Left_InInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_nothing_left_in(inputs)
	if (locale === "de") return de_reviews_nothing_left_in(inputs)
	if (locale === "fr") return fr_reviews_nothing_left_in(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_nothing_left_in(inputs)
	return en_reviews_nothing_left_in(inputs)
});