/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} List_Loading_MoreInputs */

const en_list_loading_more = /** @type {(inputs: List_Loading_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading…`)
};

const es_list_loading_more = /** @type {(inputs: List_Loading_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando…`)
};

const de_list_loading_more = /** @type {(inputs: List_Loading_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird geladen…`)
};

const fr_list_loading_more = /** @type {(inputs: List_Loading_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement…`)
};

const zh_hans1_list_loading_more = /** @type {(inputs: List_Loading_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加载中…`)
};

/**
* | output |
* | --- |
* | "Loading…" |
*
* @param {List_Loading_MoreInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const list_loading_more = /** @type {((inputs?: List_Loading_MoreInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Loading_MoreInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_list_loading_more(inputs)
	if (locale === "de") return de_list_loading_more(inputs)
	if (locale === "fr") return fr_list_loading_more(inputs)
	if (locale === "zh-Hans") return zh_hans1_list_loading_more(inputs)
	return en_list_loading_more(inputs)
});