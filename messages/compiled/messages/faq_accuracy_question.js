/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Accuracy_QuestionInputs */

const en_faq_accuracy_question = /** @type {(inputs: Faq_Accuracy_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How accurate is the species identification?`)
};

const es_faq_accuracy_question = /** @type {(inputs: Faq_Accuracy_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué precisión tiene la identificación de especies?`)
};

const de_faq_accuracy_question = /** @type {(inputs: Faq_Accuracy_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie genau ist die Artbestimmung?`)
};

const fr_faq_accuracy_question = /** @type {(inputs: Faq_Accuracy_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelle est la fiabilité de l’identification ?`)
};

const zh_hans1_faq_accuracy_question = /** @type {(inputs: Faq_Accuracy_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`物种识别有多准确？`)
};

/**
* | output |
* | --- |
* | "How accurate is the species identification?" |
*
* @param {Faq_Accuracy_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const faq_accuracy_question = /** @type {((inputs?: Faq_Accuracy_QuestionInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Accuracy_QuestionInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_faq_accuracy_question(inputs)
	if (locale === "de") return de_faq_accuracy_question(inputs)
	if (locale === "fr") return fr_faq_accuracy_question(inputs)
	if (locale === "zh-Hans") return zh_hans1_faq_accuracy_question(inputs)
	return en_faq_accuracy_question(inputs)
});