/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Life_List_FailedInputs */

const en_history_life_list_failed = /** @type {(inputs: History_Life_List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not be loaded`)
};

const es_history_life_list_failed = /** @type {(inputs: History_Life_List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar`)
};

const de_history_life_list_failed = /** @type {(inputs: History_Life_List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konnte nicht geladen werden`)
};

const fr_history_life_list_failed = /** @type {(inputs: History_Life_List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement impossible`)
};

const zh_hans1_history_life_list_failed = /** @type {(inputs: History_Life_List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载`)
};

/**
* | output |
* | --- |
* | "Could not be loaded" |
*
* @param {History_Life_List_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_life_list_failed = /** @type {((inputs?: History_Life_List_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Life_List_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_life_list_failed(inputs)
	if (locale === "de") return de_history_life_list_failed(inputs)
	if (locale === "fr") return fr_history_life_list_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_life_list_failed(inputs)
	return en_history_life_list_failed(inputs)
});