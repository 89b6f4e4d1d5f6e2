/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_History_AnswerInputs */

const en_faq_history_answer = /** @type {(inputs: Faq_History_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes. Every account keeps its identifications in My Identifications, with their map and your life list. The free trial and the paid plans add search, filters, sorting and export.`)
};

const es_faq_history_answer = /** @type {(inputs: Faq_History_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí. Cada cuenta guarda sus identificaciones en Mis identificaciones, con su mapa y tu lista de especies. La prueba gratuita y los planes de pago añaden búsqueda, filtros, orden y exportación.`)
};

const de_faq_history_answer = /** @type {(inputs: Faq_History_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ja. Jedes Konto bewahrt seine Bestimmungen unter „Meine Bestimmungen“ auf, mit Karte und deiner Artenliste. Die kostenlose Testphase und die bezahlten Tarife bieten zusätzlich Suche, Filter, Sortierung und Export.`)
};

const fr_faq_history_answer = /** @type {(inputs: Faq_History_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oui. Chaque compte garde ses identifications dans Mes identifications, avec leur carte et votre liste d’espèces. L’essai gratuit et les formules payantes ajoutent la recherche, les filtres, le tri et l’export.`)
};

const zh_hans1_faq_history_answer = /** @type {(inputs: Faq_History_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`可以。每个账户都会在“我的识别”中保存识别记录，附有地图和你的物种清单。免费试用和付费套餐还提供搜索、筛选、排序和导出。`)
};

/**
* | output |
* | --- |
* | "Yes. Every account keeps its identifications in My Identifications, with their map and your life list. The free trial and the paid plans add search, filters,..." |
*
* @param {Faq_History_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const faq_history_answer = /** @type {((inputs?: Faq_History_AnswerInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_History_AnswerInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_faq_history_answer(inputs)
	if (locale === "de") return de_faq_history_answer(inputs)
	if (locale === "fr") return fr_faq_history_answer(inputs)
	if (locale === "zh-Hans") return zh_hans1_faq_history_answer(inputs)
	return en_faq_history_answer(inputs)
});