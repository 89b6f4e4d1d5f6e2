/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Model_AnswerInputs */

const en_reviews_model_answer = /** @type {(inputs: Reviews_Model_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The model's answer`)
};

const es_reviews_model_answer = /** @type {(inputs: Reviews_Model_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La respuesta del modelo`)
};

const de_reviews_model_answer = /** @type {(inputs: Reviews_Model_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Antwort des Modells`)
};

const fr_reviews_model_answer = /** @type {(inputs: Reviews_Model_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La réponse du modèle`)
};

const zh_hans1_reviews_model_answer = /** @type {(inputs: Reviews_Model_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`模型的答案`)
};

/**
* | output |
* | --- |
* | "The model's answer" |
*
* @param {Reviews_Model_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_model_answer = /** @type {((inputs?: Reviews_Model_AnswerInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Model_AnswerInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_model_answer(inputs)
	if (locale === "de") return de_reviews_model_answer(inputs)
	if (locale === "fr") return fr_reviews_model_answer(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_model_answer(inputs)
	return en_reviews_model_answer(inputs)
});