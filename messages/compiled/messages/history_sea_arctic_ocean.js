/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Sea_Arctic_OceanInputs */

const en_history_sea_arctic_ocean = /** @type {(inputs: History_Sea_Arctic_OceanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arctic Ocean`)
};

const es_history_sea_arctic_ocean = /** @type {(inputs: History_Sea_Arctic_OceanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Océano Ártico`)
};

const de_history_sea_arctic_ocean = /** @type {(inputs: History_Sea_Arctic_OceanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arktischer Ozean`)
};

const fr_history_sea_arctic_ocean = /** @type {(inputs: History_Sea_Arctic_OceanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Océan Arctique`)
};

const zh_hans1_history_sea_arctic_ocean = /** @type {(inputs: History_Sea_Arctic_OceanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`北冰洋`)
};

/**
* | output |
* | --- |
* | "Arctic Ocean" |
*
* @param {History_Sea_Arctic_OceanInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_sea_arctic_ocean = /** @type {((inputs?: History_Sea_Arctic_OceanInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Sea_Arctic_OceanInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_sea_arctic_ocean(inputs)
	if (locale === "de") return de_history_sea_arctic_ocean(inputs)
	if (locale === "fr") return fr_history_sea_arctic_ocean(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_sea_arctic_ocean(inputs)
	return en_history_sea_arctic_ocean(inputs)
});