/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Reviews_Agree_WithInputs */

const en_reviews_agree_with = /** @type {(inputs: Reviews_Agree_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Agree: ${i?.name}`)
};

const es_reviews_agree_with = /** @type {(inputs: Reviews_Agree_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De acuerdo: ${i?.name}`)
};

const de_reviews_agree_with = /** @type {(inputs: Reviews_Agree_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zustimmen: ${i?.name}`)
};

const fr_reviews_agree_with = /** @type {(inputs: Reviews_Agree_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`D’accord : ${i?.name}`)
};

const zh_hans1_reviews_agree_with = /** @type {(inputs: Reviews_Agree_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`同意：${i?.name}`)
};

/**
* | output |
* | --- |
* | "Agree: {name}" |
*
* @param {Reviews_Agree_WithInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_agree_with = /** @type {((inputs: Reviews_Agree_WithInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Agree_WithInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_agree_with(inputs)
	if (locale === "de") return de_reviews_agree_with(inputs)
	if (locale === "fr") return fr_reviews_agree_with(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_agree_with(inputs)
	return en_reviews_agree_with(inputs)
});