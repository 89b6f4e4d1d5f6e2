/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Result_Model_SaidInputs */

const en_result_model_said = /** @type {(inputs: Result_Model_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The model said ${i?.name}; the notes below describe its answer.`)
};

const es_result_model_said = /** @type {(inputs: Result_Model_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El modelo dijo ${i?.name}; las notas de abajo describen su respuesta.`)
};

const de_result_model_said = /** @type {(inputs: Result_Model_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Modell sagte ${i?.name}; die Angaben unten beschreiben seine Antwort.`)
};

const fr_result_model_said = /** @type {(inputs: Result_Model_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le modèle a dit ${i?.name} ; les notes ci-dessous décrivent sa réponse.`)
};

const zh_hans1_result_model_said = /** @type {(inputs: Result_Model_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`模型给出的是 ${i?.name}；下面的说明描述的是它的答案。`)
};

/**
* | output |
* | --- |
* | "The model said {name}; the notes below describe its answer." |
*
* @param {Result_Model_SaidInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_model_said = /** @type {((inputs: Result_Model_SaidInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Model_SaidInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_model_said(inputs)
	if (locale === "de") return de_result_model_said(inputs)
	if (locale === "fr") return fr_result_model_said(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_model_said(inputs)
	return en_result_model_said(inputs)
});