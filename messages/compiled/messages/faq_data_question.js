/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Data_QuestionInputs */

const en_faq_data_question = /** @type {(inputs: Faq_Data_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What happens to my photos and data?`)
};

const es_faq_data_question = /** @type {(inputs: Faq_Data_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué pasa con mis fotos y mis datos?`)
};

const de_faq_data_question = /** @type {(inputs: Faq_Data_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was passiert mit meinen Fotos und Daten?`)
};

const fr_faq_data_question = /** @type {(inputs: Faq_Data_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Que deviennent mes photos et mes données ?`)
};

const zh_hans1_faq_data_question = /** @type {(inputs: Faq_Data_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的照片和数据会怎样处理？`)
};

/**
* | output |
* | --- |
* | "What happens to my photos and data?" |
*
* @param {Faq_Data_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const faq_data_question = /** @type {((inputs?: Faq_Data_QuestionInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Data_QuestionInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_faq_data_question(inputs)
	if (locale === "de") return de_faq_data_question(inputs)
	if (locale === "fr") return fr_faq_data_question(inputs)
	if (locale === "zh-Hans") return zh_hans1_faq_data_question(inputs)
	return en_faq_data_question(inputs)
});