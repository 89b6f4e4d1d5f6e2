/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Result_Check_FormerlyInputs */

const en_result_check_formerly = /** @type {(inputs: Result_Check_FormerlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`formerly ${i?.name}`)
};

const es_result_check_formerly = /** @type {(inputs: Result_Check_FormerlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`antes ${i?.name}`)
};

const de_result_check_formerly = /** @type {(inputs: Result_Check_FormerlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`früher ${i?.name}`)
};

const fr_result_check_formerly = /** @type {(inputs: Result_Check_FormerlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`anciennement ${i?.name}`)
};

const zh_hans1_result_check_formerly = /** @type {(inputs: Result_Check_FormerlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`原名 ${i?.name}`)
};

/**
* | output |
* | --- |
* | "formerly {name}" |
*
* @param {Result_Check_FormerlyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_check_formerly = /** @type {((inputs: Result_Check_FormerlyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Check_FormerlyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_check_formerly(inputs)
	if (locale === "de") return de_result_check_formerly(inputs)
	if (locale === "fr") return fr_result_check_formerly(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_check_formerly(inputs)
	return en_result_check_formerly(inputs)
});