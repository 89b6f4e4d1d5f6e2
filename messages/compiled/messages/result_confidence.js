/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown>, word: NonNullable<unknown> }} Result_ConfidenceInputs */

const en_result_confidence = /** @type {(inputs: Result_ConfidenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confidence ${i?.percent}, ${i?.word}`)
};

const es_result_confidence = /** @type {(inputs: Result_ConfidenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confianza ${i?.percent}, ${i?.word}`)
};

const de_result_confidence = /** @type {(inputs: Result_ConfidenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sicherheit ${i?.percent}, ${i?.word}`)
};

const fr_result_confidence = /** @type {(inputs: Result_ConfidenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confiance ${i?.percent}, ${i?.word}`)
};

const zh_hans1_result_confidence = /** @type {(inputs: Result_ConfidenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`置信度 ${i?.percent}，${i?.word}`)
};

/**
* | output |
* | --- |
* | "Confidence {percent}, {word}" |
*
* @param {Result_ConfidenceInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_confidence = /** @type {((inputs: Result_ConfidenceInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_ConfidenceInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_confidence(inputs)
	if (locale === "de") return de_result_confidence(inputs)
	if (locale === "fr") return fr_result_confidence(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_confidence(inputs)
	return en_result_confidence(inputs)
});