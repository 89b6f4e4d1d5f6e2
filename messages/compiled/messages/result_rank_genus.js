/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Rank_GenusInputs */

const en_result_rank_genus = /** @type {(inputs: Result_Rank_GenusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`genus`)
};

const es_result_rank_genus = /** @type {(inputs: Result_Rank_GenusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el género`)
};

const de_result_rank_genus = /** @type {(inputs: Result_Rank_GenusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`der Gattung`)
};

const fr_result_rank_genus = /** @type {(inputs: Result_Rank_GenusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`du genre`)
};

const zh_hans1_result_rank_genus = /** @type {(inputs: Result_Rank_GenusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`属`)
};

/**
* | output |
* | --- |
* | "genus" |
*
* @param {Result_Rank_GenusInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_rank_genus = /** @type {((inputs?: Result_Rank_GenusInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Rank_GenusInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_rank_genus(inputs)
	if (locale === "de") return de_result_rank_genus(inputs)
	if (locale === "fr") return fr_result_rank_genus(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_rank_genus(inputs)
	return en_result_rank_genus(inputs)
});