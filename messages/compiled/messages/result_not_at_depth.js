/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Not_At_DepthInputs */

const en_result_not_at_depth = /** @type {(inputs: Result_Not_At_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not recorded at this depth here`)
};

const es_result_not_at_depth = /** @type {(inputs: Result_Not_At_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin registros a esta profundidad aquí`)
};

const de_result_not_at_depth = /** @type {(inputs: Result_Not_At_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hier in dieser Tiefe nicht nachgewiesen`)
};

const fr_result_not_at_depth = /** @type {(inputs: Result_Not_At_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non signalé à cette profondeur ici`)
};

const zh_hans1_result_not_at_depth = /** @type {(inputs: Result_Not_At_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此处该深度无记录`)
};

/**
* | output |
* | --- |
* | "not recorded at this depth here" |
*
* @param {Result_Not_At_DepthInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_not_at_depth = /** @type {((inputs?: Result_Not_At_DepthInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Not_At_DepthInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_not_at_depth(inputs)
	if (locale === "de") return de_result_not_at_depth(inputs)
	if (locale === "fr") return fr_result_not_at_depth(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_not_at_depth(inputs)
	return en_result_not_at_depth(inputs)
});