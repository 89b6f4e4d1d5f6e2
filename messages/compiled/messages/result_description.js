/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_DescriptionInputs */

const en_result_description = /** @type {(inputs: Result_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`DESCRIPTION`)
};

const es_result_description = /** @type {(inputs: Result_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`DESCRIPCIÓN`)
};

const de_result_description = /** @type {(inputs: Result_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`BESCHREIBUNG`)
};

const fr_result_description = /** @type {(inputs: Result_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`DESCRIPTION`)
};

const zh_hans1_result_description = /** @type {(inputs: Result_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`描述`)
};

/**
* | output |
* | --- |
* | "DESCRIPTION" |
*
* @param {Result_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_description = /** @type {((inputs?: Result_DescriptionInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_DescriptionInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_description(inputs)
	if (locale === "de") return de_result_description(inputs)
	if (locale === "fr") return fr_result_description(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_description(inputs)
	return en_result_description(inputs)
});