/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Sea_Gulf_Of_AdenInputs */

const en_history_sea_gulf_of_aden = /** @type {(inputs: History_Sea_Gulf_Of_AdenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gulf of Aden`)
};

const es_history_sea_gulf_of_aden = /** @type {(inputs: History_Sea_Gulf_Of_AdenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Golfo de Adén`)
};

const de_history_sea_gulf_of_aden = /** @type {(inputs: History_Sea_Gulf_Of_AdenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Golf von Aden`)
};

const fr_history_sea_gulf_of_aden = /** @type {(inputs: History_Sea_Gulf_Of_AdenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Golfe d’Aden`)
};

const zh_hans1_history_sea_gulf_of_aden = /** @type {(inputs: History_Sea_Gulf_Of_AdenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`亚丁湾`)
};

/**
* | output |
* | --- |
* | "Gulf of Aden" |
*
* @param {History_Sea_Gulf_Of_AdenInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_sea_gulf_of_aden = /** @type {((inputs?: History_Sea_Gulf_Of_AdenInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Sea_Gulf_Of_AdenInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_sea_gulf_of_aden(inputs)
	if (locale === "de") return de_history_sea_gulf_of_aden(inputs)
	if (locale === "fr") return fr_history_sea_gulf_of_aden(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_sea_gulf_of_aden(inputs)
	return en_history_sea_gulf_of_aden(inputs)
});