/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_UpsellInputs */

const en_history_upsell = /** @type {(inputs: History_UpsellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium members can filter, sort, search and export their identifications.`)
};

const es_history_upsell = /** @type {(inputs: History_UpsellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los miembros Premium pueden filtrar, ordenar, buscar y exportar sus identificaciones.`)
};

const de_history_upsell = /** @type {(inputs: History_UpsellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium-Mitglieder können ihre Bestimmungen filtern, sortieren, durchsuchen und exportieren.`)
};

const fr_history_upsell = /** @type {(inputs: History_UpsellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les membres Premium peuvent filtrer, trier, rechercher et exporter leurs identifications.`)
};

const zh_hans1_history_upsell = /** @type {(inputs: History_UpsellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`高级会员可以筛选、排序、搜索和导出识别记录。`)
};

/**
* | output |
* | --- |
* | "Premium members can filter, sort, search and export their identifications." |
*
* @param {History_UpsellInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_upsell = /** @type {((inputs?: History_UpsellInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_UpsellInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_upsell(inputs)
	if (locale === "de") return de_history_upsell(inputs)
	if (locale === "fr") return fr_history_upsell(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_upsell(inputs)
	return en_history_upsell(inputs)
});