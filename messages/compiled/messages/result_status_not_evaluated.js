/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Status_Not_EvaluatedInputs */

const en_result_status_not_evaluated = /** @type {(inputs: Result_Status_Not_EvaluatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not Evaluated`)
};

const es_result_status_not_evaluated = /** @type {(inputs: Result_Status_Not_EvaluatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No evaluado`)
};

const de_result_status_not_evaluated = /** @type {(inputs: Result_Status_Not_EvaluatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht beurteilt`)
};

const fr_result_status_not_evaluated = /** @type {(inputs: Result_Status_Not_EvaluatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non évalué`)
};

const zh_hans1_result_status_not_evaluated = /** @type {(inputs: Result_Status_Not_EvaluatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未予评估`)
};

/**
* | output |
* | --- |
* | "Not Evaluated" |
*
* @param {Result_Status_Not_EvaluatedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_status_not_evaluated = /** @type {((inputs?: Result_Status_Not_EvaluatedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Status_Not_EvaluatedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_status_not_evaluated(inputs)
	if (locale === "de") return de_result_status_not_evaluated(inputs)
	if (locale === "fr") return fr_result_status_not_evaluated(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_status_not_evaluated(inputs)
	return en_result_status_not_evaluated(inputs)
});