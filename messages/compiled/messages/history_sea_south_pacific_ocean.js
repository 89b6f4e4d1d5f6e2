/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Sea_South_Pacific_OceanInputs */

const en_history_sea_south_pacific_ocean = /** @type {(inputs: History_Sea_South_Pacific_OceanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`South Pacific Ocean`)
};

const es_history_sea_south_pacific_ocean = /** @type {(inputs: History_Sea_South_Pacific_OceanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Océano Pacífico Sur`)
};

const de_history_sea_south_pacific_ocean = /** @type {(inputs: History_Sea_South_Pacific_OceanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Südpazifik`)
};

const fr_history_sea_south_pacific_ocean = /** @type {(inputs: History_Sea_South_Pacific_OceanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pacifique Sud`)
};

const zh_hans1_history_sea_south_pacific_ocean = /** @type {(inputs: History_Sea_South_Pacific_OceanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`南太平洋`)
};

/**
* | output |
* | --- |
* | "South Pacific Ocean" |
*
* @param {History_Sea_South_Pacific_OceanInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_sea_south_pacific_ocean = /** @type {((inputs?: History_Sea_South_Pacific_OceanInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Sea_South_Pacific_OceanInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_sea_south_pacific_ocean(inputs)
	if (locale === "de") return de_history_sea_south_pacific_ocean(inputs)
	if (locale === "fr") return fr_history_sea_south_pacific_ocean(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_sea_south_pacific_ocean(inputs)
	return en_history_sea_south_pacific_ocean(inputs)
});