/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Review_In_ReviewInputs */

const en_result_review_in_review = /** @type {(inputs: Result_Review_In_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In review`)
};

const es_result_review_in_review = /** @type {(inputs: Result_Review_In_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En revisión`)
};

const de_result_review_in_review = /** @type {(inputs: Result_Review_In_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In Prüfung`)
};

const fr_result_review_in_review = /** @type {(inputs: Result_Review_In_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En cours d’examen`)
};

const zh_hans1_result_review_in_review = /** @type {(inputs: Result_Review_In_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`审核中`)
};

/**
* | output |
* | --- |
* | "In review" |
*
* @param {Result_Review_In_ReviewInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_review_in_review = /** @type {((inputs?: Result_Review_In_ReviewInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Review_In_ReviewInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_review_in_review(inputs)
	if (locale === "de") return de_result_review_in_review(inputs)
	if (locale === "fr") return fr_result_review_in_review(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_review_in_review(inputs)
	return en_result_review_in_review(inputs)
});