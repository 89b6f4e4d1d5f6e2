/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Result_Check_Model_SaidInputs */

const en_result_check_model_said = /** @type {(inputs: Result_Check_Model_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the model said ${i?.name}`)
};

const es_result_check_model_said = /** @type {(inputs: Result_Check_Model_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el modelo dijo ${i?.name}`)
};

const de_result_check_model_said = /** @type {(inputs: Result_Check_Model_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`das Modell sagte ${i?.name}`)
};

const fr_result_check_model_said = /** @type {(inputs: Result_Check_Model_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`le modèle a dit ${i?.name}`)
};

const zh_hans1_result_check_model_said = /** @type {(inputs: Result_Check_Model_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`模型给出的是 ${i?.name}`)
};

/**
* | output |
* | --- |
* | "the model said {name}" |
*
* @param {Result_Check_Model_SaidInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_check_model_said = /** @type {((inputs: Result_Check_Model_SaidInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Check_Model_SaidInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_check_model_said(inputs)
	if (locale === "de") return de_result_check_model_said(inputs)
	if (locale === "fr") return fr_result_check_model_said(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_check_model_said(inputs)
	return en_result_check_model_said(inputs)
});