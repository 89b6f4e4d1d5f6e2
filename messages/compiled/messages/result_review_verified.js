/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Review_VerifiedInputs */

const en_result_review_verified = /** @type {(inputs: Result_Review_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified by experts`)
};

const es_result_review_verified = /** @type {(inputs: Result_Review_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificado por expertos`)
};

const de_result_review_verified = /** @type {(inputs: Result_Review_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von Fachleuten bestätigt`)
};

const fr_result_review_verified = /** @type {(inputs: Result_Review_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifié par des experts`)
};

const zh_hans1_result_review_verified = /** @type {(inputs: Result_Review_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已由专家核实`)
};

/**
* | output |
* | --- |
* | "Verified by experts" |
*
* @param {Result_Review_VerifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_review_verified = /** @type {((inputs?: Result_Review_VerifiedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Review_VerifiedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_review_verified(inputs)
	if (locale === "de") return de_result_review_verified(inputs)
	if (locale === "fr") return fr_result_review_verified(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_review_verified(inputs)
	return en_result_review_verified(inputs)
});