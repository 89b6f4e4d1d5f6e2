/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Plans_Faq_Free_AnswerInputs */

const en_plans_faq_free_answer = /** @type {(inputs: Plans_Faq_Free_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} identifications, your identification history, its map and your life list. Premium tools (search, filters, export and high-resolution images) are not included.`)
};

const es_plans_faq_free_answer = /** @type {(inputs: Plans_Faq_Free_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} identificaciones, tu historial de identificaciones, su mapa y tu lista de especies vistas. Las herramientas premium (búsqueda, filtros, exportación e imágenes en alta resolución) no están incluidas.`)
};

const de_plans_faq_free_answer = /** @type {(inputs: Plans_Faq_Free_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Bestimmungen, dein Verlauf, seine Karte und deine Artenliste. Premium-Werkzeuge (Suche, Filter, Export und hochauflösende Bilder) sind nicht enthalten.`)
};

const fr_plans_faq_free_answer = /** @type {(inputs: Plans_Faq_Free_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} identifications, votre historique, sa carte et votre liste des espèces vues. Les outils premium (recherche, filtres, export et images en haute résolution) ne sont pas inclus.`)
};

const zh_hans1_plans_faq_free_answer = /** @type {(inputs: Plans_Faq_Free_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 次识别、你的识别历史及其地图和物种清单。不含高级工具（搜索、筛选、导出和高分辨率图片）。`)
};

/**
* | output |
* | --- |
* | "{count} identifications, your identification history, its map and your life list. Premium tools (search, filters, export and high-resolution images) are not ..." |
*
* @param {Plans_Faq_Free_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_faq_free_answer = /** @type {((inputs: Plans_Faq_Free_AnswerInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Faq_Free_AnswerInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_faq_free_answer(inputs)
	if (locale === "de") return de_plans_faq_free_answer(inputs)
	if (locale === "fr") return fr_plans_faq_free_answer(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_faq_free_answer(inputs)
	return en_plans_faq_free_answer(inputs)
});