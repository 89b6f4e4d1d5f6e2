/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_CandidatesInputs */

const en_result_candidates = /** @type {(inputs: Result_CandidatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RANKED CANDIDATES`)
};

const es_result_candidates = /** @type {(inputs: Result_CandidatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CANDIDATOS CLASIFICADOS`)
};

const de_result_candidates = /** @type {(inputs: Result_CandidatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`KANDIDATEN IN RANGFOLGE`)
};

const fr_result_candidates = /** @type {(inputs: Result_CandidatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CANDIDATS CLASSÉS`)
};

const zh_hans1_result_candidates = /** @type {(inputs: Result_CandidatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`候选排序`)
};

/**
* | output |
* | --- |
* | "RANKED CANDIDATES" |
*
* @param {Result_CandidatesInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_candidates = /** @type {((inputs?: Result_CandidatesInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_CandidatesInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_candidates(inputs)
	if (locale === "de") return de_result_candidates(inputs)
	if (locale === "fr") return fr_result_candidates(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_candidates(inputs)
	return en_result_candidates(inputs)
});