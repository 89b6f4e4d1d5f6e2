/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_OptionalInputs */

const en_identify_optional = /** @type {(inputs: Identify_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(optional)`)
};

const es_identify_optional = /** @type {(inputs: Identify_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(opcional)`)
};

const de_identify_optional = /** @type {(inputs: Identify_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(optional)`)
};

const fr_identify_optional = /** @type {(inputs: Identify_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(facultatif)`)
};

const zh_hans1_identify_optional = /** @type {(inputs: Identify_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（可选）`)
};

/**
* | output |
* | --- |
* | "(optional)" |
*
* @param {Identify_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_optional = /** @type {((inputs?: Identify_OptionalInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_OptionalInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_optional(inputs)
	if (locale === "de") return de_identify_optional(inputs)
	if (locale === "fr") return fr_identify_optional(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_optional(inputs)
	return en_identify_optional(inputs)
});