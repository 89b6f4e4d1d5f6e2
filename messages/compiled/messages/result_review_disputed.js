/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Review_DisputedInputs */

const en_result_review_disputed = /** @type {(inputs: Result_Review_DisputedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disputed`)
};

const es_result_review_disputed = /** @type {(inputs: Result_Review_DisputedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En disputa`)
};

const de_result_review_disputed = /** @type {(inputs: Result_Review_DisputedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umstritten`)
};

const fr_result_review_disputed = /** @type {(inputs: Result_Review_DisputedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contesté`)
};

const zh_hans1_result_review_disputed = /** @type {(inputs: Result_Review_DisputedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有争议`)
};

/**
* | output |
* | --- |
* | "Disputed" |
*
* @param {Result_Review_DisputedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_review_disputed = /** @type {((inputs?: Result_Review_DisputedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Review_DisputedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_review_disputed(inputs)
	if (locale === "de") return de_result_review_disputed(inputs)
	if (locale === "fr") return fr_result_review_disputed(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_review_disputed(inputs)
	return en_result_review_disputed(inputs)
});