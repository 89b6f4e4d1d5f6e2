/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Sea_Yellow_SeaInputs */

const en_history_sea_yellow_sea = /** @type {(inputs: History_Sea_Yellow_SeaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yellow Sea`)
};

const es_history_sea_yellow_sea = /** @type {(inputs: History_Sea_Yellow_SeaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mar Amarillo`)
};

const de_history_sea_yellow_sea = /** @type {(inputs: History_Sea_Yellow_SeaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gelbes Meer`)
};

const fr_history_sea_yellow_sea = /** @type {(inputs: History_Sea_Yellow_SeaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mer Jaune`)
};

const zh_hans1_history_sea_yellow_sea = /** @type {(inputs: History_Sea_Yellow_SeaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`黄海`)
};

/**
* | output |
* | --- |
* | "Yellow Sea" |
*
* @param {History_Sea_Yellow_SeaInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_sea_yellow_sea = /** @type {((inputs?: History_Sea_Yellow_SeaInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Sea_Yellow_SeaInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_sea_yellow_sea(inputs)
	if (locale === "de") return de_history_sea_yellow_sea(inputs)
	if (locale === "fr") return fr_history_sea_yellow_sea(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_sea_yellow_sea(inputs)
	return en_history_sea_yellow_sea(inputs)
});