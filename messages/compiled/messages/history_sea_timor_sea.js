/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Sea_Timor_SeaInputs */

const en_history_sea_timor_sea = /** @type {(inputs: History_Sea_Timor_SeaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timor Sea`)
};

const es_history_sea_timor_sea = /** @type {(inputs: History_Sea_Timor_SeaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mar de Timor`)
};

const de_history_sea_timor_sea = /** @type {(inputs: History_Sea_Timor_SeaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timorsee`)
};

const fr_history_sea_timor_sea = /** @type {(inputs: History_Sea_Timor_SeaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mer de Timor`)
};

const zh_hans1_history_sea_timor_sea = /** @type {(inputs: History_Sea_Timor_SeaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`帝汶海`)
};

/**
* | output |
* | --- |
* | "Timor Sea" |
*
* @param {History_Sea_Timor_SeaInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_sea_timor_sea = /** @type {((inputs?: History_Sea_Timor_SeaInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Sea_Timor_SeaInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_sea_timor_sea(inputs)
	if (locale === "de") return de_history_sea_timor_sea(inputs)
	if (locale === "fr") return fr_history_sea_timor_sea(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_sea_timor_sea(inputs)
	return en_history_sea_timor_sea(inputs)
});