/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Source_ModelInputs */

const en_result_source_model = /** @type {(inputs: Result_Source_ModelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unverified estimate`)
};

const es_result_source_model = /** @type {(inputs: Result_Source_ModelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estimación sin verificar`)
};

const de_result_source_model = /** @type {(inputs: Result_Source_ModelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungeprüfte Schätzung`)
};

const fr_result_source_model = /** @type {(inputs: Result_Source_ModelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estimation non vérifiée`)
};

const zh_hans1_result_source_model = /** @type {(inputs: Result_Source_ModelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未经核实的估计`)
};

/**
* | output |
* | --- |
* | "Unverified estimate" |
*
* @param {Result_Source_ModelInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_source_model = /** @type {((inputs?: Result_Source_ModelInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Source_ModelInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_source_model(inputs)
	if (locale === "de") return de_result_source_model(inputs)
	if (locale === "fr") return fr_result_source_model(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_source_model(inputs)
	return en_result_source_model(inputs)
});