/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Sea_Gulf_Of_ThailandInputs */

const en_history_sea_gulf_of_thailand = /** @type {(inputs: History_Sea_Gulf_Of_ThailandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gulf of Thailand`)
};

const es_history_sea_gulf_of_thailand = /** @type {(inputs: History_Sea_Gulf_Of_ThailandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Golfo de Tailandia`)
};

const de_history_sea_gulf_of_thailand = /** @type {(inputs: History_Sea_Gulf_Of_ThailandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Golf von Thailand`)
};

const fr_history_sea_gulf_of_thailand = /** @type {(inputs: History_Sea_Gulf_Of_ThailandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Golfe de Thaïlande`)
};

const zh_hans1_history_sea_gulf_of_thailand = /** @type {(inputs: History_Sea_Gulf_Of_ThailandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`泰国湾`)
};

/**
* | output |
* | --- |
* | "Gulf of Thailand" |
*
* @param {History_Sea_Gulf_Of_ThailandInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_sea_gulf_of_thailand = /** @type {((inputs?: History_Sea_Gulf_Of_ThailandInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Sea_Gulf_Of_ThailandInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_sea_gulf_of_thailand(inputs)
	if (locale === "de") return de_history_sea_gulf_of_thailand(inputs)
	if (locale === "fr") return fr_history_sea_gulf_of_thailand(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_sea_gulf_of_thailand(inputs)
	return en_history_sea_gulf_of_thailand(inputs)
});