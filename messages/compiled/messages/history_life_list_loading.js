/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Life_List_LoadingInputs */

const en_history_life_list_loading = /** @type {(inputs: History_Life_List_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading…`)
};

const es_history_life_list_loading = /** @type {(inputs: History_Life_List_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando…`)
};

const de_history_life_list_loading = /** @type {(inputs: History_Life_List_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird geladen…`)
};

const fr_history_life_list_loading = /** @type {(inputs: History_Life_List_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement…`)
};

const zh_hans1_history_life_list_loading = /** @type {(inputs: History_Life_List_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加载中…`)
};

/**
* | output |
* | --- |
* | "Loading…" |
*
* @param {History_Life_List_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_life_list_loading = /** @type {((inputs?: History_Life_List_LoadingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Life_List_LoadingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_life_list_loading(inputs)
	if (locale === "de") return de_history_life_list_loading(inputs)
	if (locale === "fr") return fr_history_life_list_loading(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_life_list_loading(inputs)
	return en_history_life_list_loading(inputs)
});