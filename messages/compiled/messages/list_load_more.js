/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} List_Load_MoreInputs */

const en_list_load_more = /** @type {(inputs: List_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Load more`)
};

const es_list_load_more = /** @type {(inputs: List_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargar más`)
};

const de_list_load_more = /** @type {(inputs: List_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mehr laden`)
};

const fr_list_load_more = /** @type {(inputs: List_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charger plus`)
};

const zh_hans1_list_load_more = /** @type {(inputs: List_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加载更多`)
};

/**
* | output |
* | --- |
* | "Load more" |
*
* @param {List_Load_MoreInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const list_load_more = /** @type {((inputs?: List_Load_MoreInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Load_MoreInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_list_load_more(inputs)
	if (locale === "de") return de_list_load_more(inputs)
	if (locale === "fr") return fr_list_load_more(inputs)
	if (locale === "zh-Hans") return zh_hans1_list_load_more(inputs)
	return en_list_load_more(inputs)
});