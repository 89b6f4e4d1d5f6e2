/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Sea_Persian_GulfInputs */

const en_history_sea_persian_gulf = /** @type {(inputs: History_Sea_Persian_GulfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Persian Gulf`)
};

const es_history_sea_persian_gulf = /** @type {(inputs: History_Sea_Persian_GulfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Golfo Pérsico`)
};

const de_history_sea_persian_gulf = /** @type {(inputs: History_Sea_Persian_GulfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Persischer Golf`)
};

const fr_history_sea_persian_gulf = /** @type {(inputs: History_Sea_Persian_GulfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Golfe Persique`)
};

const zh_hans1_history_sea_persian_gulf = /** @type {(inputs: History_Sea_Persian_GulfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`波斯湾`)
};

/**
* | output |
* | --- |
* | "Persian Gulf" |
*
* @param {History_Sea_Persian_GulfInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_sea_persian_gulf = /** @type {((inputs?: History_Sea_Persian_GulfInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Sea_Persian_GulfInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_sea_persian_gulf(inputs)
	if (locale === "de") return de_history_sea_persian_gulf(inputs)
	if (locale === "fr") return fr_history_sea_persian_gulf(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_sea_persian_gulf(inputs)
	return en_history_sea_persian_gulf(inputs)
});