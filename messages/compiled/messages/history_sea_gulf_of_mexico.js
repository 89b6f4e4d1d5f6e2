/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Sea_Gulf_Of_MexicoInputs */

const en_history_sea_gulf_of_mexico = /** @type {(inputs: History_Sea_Gulf_Of_MexicoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gulf of Mexico`)
};

const es_history_sea_gulf_of_mexico = /** @type {(inputs: History_Sea_Gulf_Of_MexicoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Golfo de México`)
};

const de_history_sea_gulf_of_mexico = /** @type {(inputs: History_Sea_Gulf_Of_MexicoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Golf von Mexiko`)
};

const fr_history_sea_gulf_of_mexico = /** @type {(inputs: History_Sea_Gulf_Of_MexicoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Golfe du Mexique`)
};

const zh_hans1_history_sea_gulf_of_mexico = /** @type {(inputs: History_Sea_Gulf_Of_MexicoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`墨西哥湾`)
};

/**
* | output |
* | --- |
* | "Gulf of Mexico" |
*
* @param {History_Sea_Gulf_Of_MexicoInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_sea_gulf_of_mexico = /** @type {((inputs?: History_Sea_Gulf_Of_MexicoInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Sea_Gulf_Of_MexicoInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_sea_gulf_of_mexico(inputs)
	if (locale === "de") return de_history_sea_gulf_of_mexico(inputs)
	if (locale === "fr") return fr_history_sea_gulf_of_mexico(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_sea_gulf_of_mexico(inputs)
	return en_history_sea_gulf_of_mexico(inputs)
});