/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ product: NonNullable<unknown> }} Terms_DescriptionInputs */

const en_terms_description = /** @type {(inputs: Terms_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The terms for using ${i?.product}.`)
};

const es_terms_description = /** @type {(inputs: Terms_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las condiciones para usar ${i?.product}.`)
};

const de_terms_description = /** @type {(inputs: Terms_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Bedingungen für die Nutzung von ${i?.product}.`)
};

const fr_terms_description = /** @type {(inputs: Terms_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les conditions d’utilisation de ${i?.product}.`)
};

const zh_hans1_terms_description = /** @type {(inputs: Terms_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`使用 ${i?.product} 的条款。`)
};

/**
* | output |
* | --- |
* | "The terms for using {product}." |
*
* @param {Terms_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const terms_description = /** @type {((inputs: Terms_DescriptionInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_DescriptionInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_terms_description(inputs)
	if (locale === "de") return de_terms_description(inputs)
	if (locale === "fr") return fr_terms_description(inputs)
	if (locale === "zh-Hans") return zh_hans1_terms_description(inputs)
	return en_terms_description(inputs)
});