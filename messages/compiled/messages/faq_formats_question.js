/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Formats_QuestionInputs */

const en_faq_formats_question = /** @type {(inputs: Faq_Formats_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What image formats and sizes can I upload?`)
};

const es_faq_formats_question = /** @type {(inputs: Faq_Formats_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué formatos y tamaños de imagen puedo subir?`)
};

const de_faq_formats_question = /** @type {(inputs: Faq_Formats_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welche Bildformate und -größen kann ich hochladen?`)
};

const fr_faq_formats_question = /** @type {(inputs: Faq_Formats_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quels formats et quelles tailles d’image puis-je envoyer ?`)
};

const zh_hans1_faq_formats_question = /** @type {(inputs: Faq_Formats_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`可以上传哪些格式和大小的图片？`)
};

/**
* | output |
* | --- |
* | "What image formats and sizes can I upload?" |
*
* @param {Faq_Formats_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const faq_formats_question = /** @type {((inputs?: Faq_Formats_QuestionInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Formats_QuestionInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_faq_formats_question(inputs)
	if (locale === "de") return de_faq_formats_question(inputs)
	if (locale === "fr") return fr_faq_formats_question(inputs)
	if (locale === "zh-Hans") return zh_hans1_faq_formats_question(inputs)
	return en_faq_formats_question(inputs)
});