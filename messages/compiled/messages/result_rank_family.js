/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Rank_FamilyInputs */

const en_result_rank_family = /** @type {(inputs: Result_Rank_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`family`)
};

const es_result_rank_family = /** @type {(inputs: Result_Rank_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la familia`)
};

const de_result_rank_family = /** @type {(inputs: Result_Rank_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`der Familie`)
};

const fr_result_rank_family = /** @type {(inputs: Result_Rank_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`de la famille`)
};

const zh_hans1_result_rank_family = /** @type {(inputs: Result_Rank_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`科`)
};

/**
* | output |
* | --- |
* | "family" |
*
* @param {Result_Rank_FamilyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_rank_family = /** @type {((inputs?: Result_Rank_FamilyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Rank_FamilyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_rank_family(inputs)
	if (locale === "de") return de_result_rank_family(inputs)
	if (locale === "fr") return fr_result_rank_family(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_rank_family(inputs)
	return en_result_rank_family(inputs)
});