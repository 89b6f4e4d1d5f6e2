/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Rank_ClassInputs */

const en_result_rank_class = /** @type {(inputs: Result_Rank_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`class`)
};

const es_result_rank_class = /** @type {(inputs: Result_Rank_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la clase`)
};

const de_result_rank_class = /** @type {(inputs: Result_Rank_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`der Klasse`)
};

const fr_result_rank_class = /** @type {(inputs: Result_Rank_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`de la classe`)
};

const zh_hans1_result_rank_class = /** @type {(inputs: Result_Rank_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`纲`)
};

/**
* | output |
* | --- |
* | "class" |
*
* @param {Result_Rank_ClassInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_rank_class = /** @type {((inputs?: Result_Rank_ClassInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Rank_ClassInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_rank_class(inputs)
	if (locale === "de") return de_result_rank_class(inputs)
	if (locale === "fr") return fr_result_rank_class(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_rank_class(inputs)
	return en_result_rank_class(inputs)
});