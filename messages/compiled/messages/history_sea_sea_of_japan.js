/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Sea_Sea_Of_JapanInputs */

const en_history_sea_sea_of_japan = /** @type {(inputs: History_Sea_Sea_Of_JapanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sea of Japan`)
};

const es_history_sea_sea_of_japan = /** @type {(inputs: History_Sea_Sea_Of_JapanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mar de Japón`)
};

const de_history_sea_sea_of_japan = /** @type {(inputs: History_Sea_Sea_Of_JapanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Japanisches Meer`)
};

const fr_history_sea_sea_of_japan = /** @type {(inputs: History_Sea_Sea_Of_JapanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mer du Japon`)
};

const zh_hans1_history_sea_sea_of_japan = /** @type {(inputs: History_Sea_Sea_Of_JapanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日本海`)
};

/**
* | output |
* | --- |
* | "Sea of Japan" |
*
* @param {History_Sea_Sea_Of_JapanInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_sea_sea_of_japan = /** @type {((inputs?: History_Sea_Sea_Of_JapanInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Sea_Sea_Of_JapanInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_sea_sea_of_japan(inputs)
	if (locale === "de") return de_history_sea_sea_of_japan(inputs)
	if (locale === "fr") return fr_history_sea_sea_of_japan(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_sea_sea_of_japan(inputs)
	return en_history_sea_sea_of_japan(inputs)
});