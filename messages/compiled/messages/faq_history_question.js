/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_History_QuestionInputs */

const en_faq_history_question = /** @type {(inputs: Faq_History_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Can I see my previous identifications?`)
};

const es_faq_history_question = /** @type {(inputs: Faq_History_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Puedo ver mis identificaciones anteriores?`)
};

const de_faq_history_question = /** @type {(inputs: Faq_History_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kann ich meine früheren Bestimmungen sehen?`)
};

const fr_faq_history_question = /** @type {(inputs: Faq_History_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puis-je revoir mes identifications précédentes ?`)
};

const zh_hans1_faq_history_question = /** @type {(inputs: Faq_History_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我能查看以前的识别记录吗？`)
};

/**
* | output |
* | --- |
* | "Can I see my previous identifications?" |
*
* @param {Faq_History_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const faq_history_question = /** @type {((inputs?: Faq_History_QuestionInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_History_QuestionInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_faq_history_question(inputs)
	if (locale === "de") return de_faq_history_question(inputs)
	if (locale === "fr") return fr_faq_history_question(inputs)
	if (locale === "zh-Hans") return zh_hans1_faq_history_question(inputs)
	return en_faq_history_question(inputs)
});