/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Sea_Gulf_Of_AqabaInputs */

const en_history_sea_gulf_of_aqaba = /** @type {(inputs: History_Sea_Gulf_Of_AqabaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gulf of Aqaba`)
};

const es_history_sea_gulf_of_aqaba = /** @type {(inputs: History_Sea_Gulf_Of_AqabaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Golfo de Áqaba`)
};

const de_history_sea_gulf_of_aqaba = /** @type {(inputs: History_Sea_Gulf_Of_AqabaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Golf von Akaba`)
};

const fr_history_sea_gulf_of_aqaba = /** @type {(inputs: History_Sea_Gulf_Of_AqabaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Golfe d’Aqaba`)
};

const zh_hans1_history_sea_gulf_of_aqaba = /** @type {(inputs: History_Sea_Gulf_Of_AqabaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`亚喀巴湾`)
};

/**
* | output |
* | --- |
* | "Gulf of Aqaba" |
*
* @param {History_Sea_Gulf_Of_AqabaInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_sea_gulf_of_aqaba = /** @type {((inputs?: History_Sea_Gulf_Of_AqabaInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Sea_Gulf_Of_AqabaInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_sea_gulf_of_aqaba(inputs)
	if (locale === "de") return de_history_sea_gulf_of_aqaba(inputs)
	if (locale === "fr") return fr_history_sea_gulf_of_aqaba(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_sea_gulf_of_aqaba(inputs)
	return en_history_sea_gulf_of_aqaba(inputs)
});