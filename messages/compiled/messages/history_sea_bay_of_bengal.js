/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Sea_Bay_Of_BengalInputs */

const en_history_sea_bay_of_bengal = /** @type {(inputs: History_Sea_Bay_Of_BengalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bay of Bengal`)
};

const es_history_sea_bay_of_bengal = /** @type {(inputs: History_Sea_Bay_Of_BengalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Golfo de Bengala`)
};

const de_history_sea_bay_of_bengal = /** @type {(inputs: History_Sea_Bay_Of_BengalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Golf von Bengalen`)
};

const fr_history_sea_bay_of_bengal = /** @type {(inputs: History_Sea_Bay_Of_BengalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Golfe du Bengale`)
};

const zh_hans1_history_sea_bay_of_bengal = /** @type {(inputs: History_Sea_Bay_Of_BengalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`孟加拉湾`)
};

/**
* | output |
* | --- |
* | "Bay of Bengal" |
*
* @param {History_Sea_Bay_Of_BengalInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_sea_bay_of_bengal = /** @type {((inputs?: History_Sea_Bay_Of_BengalInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Sea_Bay_Of_BengalInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_sea_bay_of_bengal(inputs)
	if (locale === "de") return de_history_sea_bay_of_bengal(inputs)
	if (locale === "fr") return fr_history_sea_bay_of_bengal(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_sea_bay_of_bengal(inputs)
	return en_history_sea_bay_of_bengal(inputs)
});