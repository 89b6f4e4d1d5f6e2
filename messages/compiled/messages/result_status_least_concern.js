/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Status_Least_ConcernInputs */

const en_result_status_least_concern = /** @type {(inputs: Result_Status_Least_ConcernInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Least Concern`)
};

const es_result_status_least_concern = /** @type {(inputs: Result_Status_Least_ConcernInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preocupación menor`)
};

const de_result_status_least_concern = /** @type {(inputs: Result_Status_Least_ConcernInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht gefährdet`)
};

const fr_result_status_least_concern = /** @type {(inputs: Result_Status_Least_ConcernInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Préoccupation mineure`)
};

const zh_hans1_result_status_least_concern = /** @type {(inputs: Result_Status_Least_ConcernInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无危`)
};

/**
* | output |
* | --- |
* | "Least Concern" |
*
* @param {Result_Status_Least_ConcernInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_status_least_concern = /** @type {((inputs?: Result_Status_Least_ConcernInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Status_Least_ConcernInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_status_least_concern(inputs)
	if (locale === "de") return de_result_status_least_concern(inputs)
	if (locale === "fr") return fr_result_status_least_concern(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_status_least_concern(inputs)
	return en_result_status_least_concern(inputs)
});