/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Faq_Data_AnswerInputs */

const en_faq_data_answer = /** @type {(inputs: Faq_Data_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your photos are used to identify the species and to show your results. We never sell your data. Images are analysed by our AI provider only to identify them. Read the Privacy Policy for details, or write to ${i?.email}.`)
};

const es_faq_data_answer = /** @type {(inputs: Faq_Data_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tus fotos se usan para identificar la especie y mostrarte los resultados. Nunca vendemos tus datos. Nuestro proveedor de IA analiza las imágenes solo para identificarlas. Consulta la Política de privacidad o escríbenos a ${i?.email}.`)
};

const de_faq_data_answer = /** @type {(inputs: Faq_Data_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Fotos werden genutzt, um die Art zu bestimmen und dir deine Ergebnisse zu zeigen. Wir verkaufen deine Daten nie. Unser KI-Anbieter analysiert die Bilder nur, um sie zu bestimmen. Details stehen in der Datenschutzerklärung, oder schreib uns an ${i?.email}.`)
};

const fr_faq_data_answer = /** @type {(inputs: Faq_Data_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vos photos servent à identifier l’espèce et à afficher vos résultats. Nous ne vendons jamais vos données. Notre fournisseur d’IA analyse les images uniquement pour les identifier. Lisez la Politique de confidentialité pour en savoir plus, ou écrivez à ${i?.email}.`)
};

const zh_hans1_faq_data_answer = /** @type {(inputs: Faq_Data_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你的照片仅用于识别物种和展示结果。我们绝不出售你的数据。我们的 AI 服务商分析图片只为识别。详情请阅读隐私政策，或写信至 ${i?.email}。`)
};

/**
* | output |
* | --- |
* | "Your photos are used to identify the species and to show your results. We never sell your data. Images are analysed by our AI provider only to identify them...." |
*
* @param {Faq_Data_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const faq_data_answer = /** @type {((inputs: Faq_Data_AnswerInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Data_AnswerInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_faq_data_answer(inputs)
	if (locale === "de") return de_faq_data_answer(inputs)
	if (locale === "fr") return fr_faq_data_answer(inputs)
	if (locale === "zh-Hans") return zh_hans1_faq_data_answer(inputs)
	return en_faq_data_answer(inputs)
});