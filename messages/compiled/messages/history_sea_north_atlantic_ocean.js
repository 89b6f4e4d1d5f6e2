/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Sea_North_Atlantic_OceanInputs */

const en_history_sea_north_atlantic_ocean = /** @type {(inputs: History_Sea_North_Atlantic_OceanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`North Atlantic Ocean`)
};

const es_history_sea_north_atlantic_ocean = /** @type {(inputs: History_Sea_North_Atlantic_OceanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Océano Atlántico Norte`)
};

const de_history_sea_north_atlantic_ocean = /** @type {(inputs: History_Sea_North_Atlantic_OceanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nordatlantik`)
};

const fr_history_sea_north_atlantic_ocean = /** @type {(inputs: History_Sea_North_Atlantic_OceanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atlantique Nord`)
};

const zh_hans1_history_sea_north_atlantic_ocean = /** @type {(inputs: History_Sea_North_Atlantic_OceanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`北大西洋`)
};

/**
* | output |
* | --- |
* | "North Atlantic Ocean" |
*
* @param {History_Sea_North_Atlantic_OceanInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_sea_north_atlantic_ocean = /** @type {((inputs?: History_Sea_North_Atlantic_OceanInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Sea_North_Atlantic_OceanInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_sea_north_atlantic_ocean(inputs)
	if (locale === "de") return de_history_sea_north_atlantic_ocean(inputs)
	if (locale === "fr") return fr_history_sea_north_atlantic_ocean(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_sea_north_atlantic_ocean(inputs)
	return en_history_sea_north_atlantic_ocean(inputs)
});