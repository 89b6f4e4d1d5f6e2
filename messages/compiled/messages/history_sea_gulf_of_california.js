/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Sea_Gulf_Of_CaliforniaInputs */

const en_history_sea_gulf_of_california = /** @type {(inputs: History_Sea_Gulf_Of_CaliforniaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gulf of California`)
};

const es_history_sea_gulf_of_california = /** @type {(inputs: History_Sea_Gulf_Of_CaliforniaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Golfo de California`)
};

const de_history_sea_gulf_of_california = /** @type {(inputs: History_Sea_Gulf_Of_CaliforniaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Golf von Kalifornien`)
};

const fr_history_sea_gulf_of_california = /** @type {(inputs: History_Sea_Gulf_Of_CaliforniaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Golfe de Californie`)
};

const zh_hans1_history_sea_gulf_of_california = /** @type {(inputs: History_Sea_Gulf_Of_CaliforniaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加利福尼亚湾`)
};

/**
* | output |
* | --- |
* | "Gulf of California" |
*
* @param {History_Sea_Gulf_Of_CaliforniaInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_sea_gulf_of_california = /** @type {((inputs?: History_Sea_Gulf_Of_CaliforniaInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Sea_Gulf_Of_CaliforniaInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_sea_gulf_of_california(inputs)
	if (locale === "de") return de_history_sea_gulf_of_california(inputs)
	if (locale === "fr") return fr_history_sea_gulf_of_california(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_sea_gulf_of_california(inputs)
	return en_history_sea_gulf_of_california(inputs)
});