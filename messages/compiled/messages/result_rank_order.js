/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Rank_OrderInputs */

const en_result_rank_order = /** @type {(inputs: Result_Rank_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`order`)
};

const es_result_rank_order = /** @type {(inputs: Result_Rank_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el orden`)
};

const de_result_rank_order = /** @type {(inputs: Result_Rank_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`der Ordnung`)
};

const fr_result_rank_order = /** @type {(inputs: Result_Rank_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`de l’ordre`)
};

const zh_hans1_result_rank_order = /** @type {(inputs: Result_Rank_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`目`)
};

/**
* | output |
* | --- |
* | "order" |
*
* @param {Result_Rank_OrderInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_rank_order = /** @type {((inputs?: Result_Rank_OrderInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Rank_OrderInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_rank_order(inputs)
	if (locale === "de") return de_result_rank_order(inputs)
	if (locale === "fr") return fr_result_rank_order(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_rank_order(inputs)
	return en_result_rank_order(inputs)
});