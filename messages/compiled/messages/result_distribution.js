/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_DistributionInputs */

const en_result_distribution = /** @type {(inputs: Result_DistributionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`DISTRIBUTION`)
};

const es_result_distribution = /** @type {(inputs: Result_DistributionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`DISTRIBUCIÓN`)
};

const de_result_distribution = /** @type {(inputs: Result_DistributionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VERBREITUNG`)
};

const fr_result_distribution = /** @type {(inputs: Result_DistributionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RÉPARTITION`)
};

const zh_hans1_result_distribution = /** @type {(inputs: Result_DistributionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`分布`)
};

/**
* | output |
* | --- |
* | "DISTRIBUTION" |
*
* @param {Result_DistributionInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_distribution = /** @type {((inputs?: Result_DistributionInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_DistributionInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_distribution(inputs)
	if (locale === "de") return de_result_distribution(inputs)
	if (locale === "fr") return fr_result_distribution(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_distribution(inputs)
	return en_result_distribution(inputs)
});