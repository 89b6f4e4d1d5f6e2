/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Status_Data_DeficientInputs */

const en_result_status_data_deficient = /** @type {(inputs: Result_Status_Data_DeficientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data Deficient`)
};

const es_result_status_data_deficient = /** @type {(inputs: Result_Status_Data_DeficientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datos insuficientes`)
};

const de_result_status_data_deficient = /** @type {(inputs: Result_Status_Data_DeficientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungenügende Datengrundlage`)
};

const fr_result_status_data_deficient = /** @type {(inputs: Result_Status_Data_DeficientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Données insuffisantes`)
};

const zh_hans1_result_status_data_deficient = /** @type {(inputs: Result_Status_Data_DeficientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`数据缺乏`)
};

/**
* | output |
* | --- |
* | "Data Deficient" |
*
* @param {Result_Status_Data_DeficientInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_status_data_deficient = /** @type {((inputs?: Result_Status_Data_DeficientInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Status_Data_DeficientInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_status_data_deficient(inputs)
	if (locale === "de") return de_result_status_data_deficient(inputs)
	if (locale === "fr") return fr_result_status_data_deficient(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_status_data_deficient(inputs)
	return en_result_status_data_deficient(inputs)
});