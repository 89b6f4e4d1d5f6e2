/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_Keep_OrInputs */

const en_identify_keep_or = /** @type {(inputs: Identify_Keep_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or`)
};

const es_identify_keep_or = /** @type {(inputs: Identify_Keep_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o`)
};

const de_identify_keep_or = /** @type {(inputs: Identify_Keep_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`oder`)
};

const fr_identify_keep_or = /** @type {(inputs: Identify_Keep_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ou`)
};

const zh_hans1_identify_keep_or = /** @type {(inputs: Identify_Keep_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`或`)
};

/**
* | output |
* | --- |
* | "or" |
*
* @param {Identify_Keep_OrInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_keep_or = /** @type {((inputs?: Identify_Keep_OrInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Keep_OrInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_keep_or(inputs)
	if (locale === "de") return de_identify_keep_or(inputs)
	if (locale === "fr") return fr_identify_keep_or(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_keep_or(inputs)
	return en_identify_keep_or(inputs)
});