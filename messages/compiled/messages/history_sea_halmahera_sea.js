/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Sea_Halmahera_SeaInputs */

const en_history_sea_halmahera_sea = /** @type {(inputs: History_Sea_Halmahera_SeaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Halmahera Sea`)
};

const es_history_sea_halmahera_sea = /** @type {(inputs: History_Sea_Halmahera_SeaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mar de Halmahera`)
};

const de_history_sea_halmahera_sea = /** @type {(inputs: History_Sea_Halmahera_SeaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Halmaherasee`)
};

const fr_history_sea_halmahera_sea = /** @type {(inputs: History_Sea_Halmahera_SeaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mer d’Halmahera`)
};

const zh_hans1_history_sea_halmahera_sea = /** @type {(inputs: History_Sea_Halmahera_SeaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`哈马黑拉海`)
};

/**
* | output |
* | --- |
* | "Halmahera Sea" |
*
* @param {History_Sea_Halmahera_SeaInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_sea_halmahera_sea = /** @type {((inputs?: History_Sea_Halmahera_SeaInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Sea_Halmahera_SeaInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_sea_halmahera_sea(inputs)
	if (locale === "de") return de_history_sea_halmahera_sea(inputs)
	if (locale === "fr") return fr_history_sea_halmahera_sea(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_sea_halmahera_sea(inputs)
	return en_history_sea_halmahera_sea(inputs)
});