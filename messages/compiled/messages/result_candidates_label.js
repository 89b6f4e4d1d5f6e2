/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Candidates_LabelInputs */

const en_result_candidates_label = /** @type {(inputs: Result_Candidates_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ranked candidates`)
};

const es_result_candidates_label = /** @type {(inputs: Result_Candidates_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidatos clasificados`)
};

const de_result_candidates_label = /** @type {(inputs: Result_Candidates_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kandidaten in Rangfolge`)
};

const fr_result_candidates_label = /** @type {(inputs: Result_Candidates_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidats classés`)
};

const zh_hans1_result_candidates_label = /** @type {(inputs: Result_Candidates_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`候选物种排序`)
};

/**
* | output |
* | --- |
* | "Ranked candidates" |
*
* @param {Result_Candidates_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_candidates_label = /** @type {((inputs?: Result_Candidates_LabelInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Candidates_LabelInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_candidates_label(inputs)
	if (locale === "de") return de_result_candidates_label(inputs)
	if (locale === "fr") return fr_result_candidates_label(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_candidates_label(inputs)
	return en_result_candidates_label(inputs)
});