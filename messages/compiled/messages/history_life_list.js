/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Life_ListInputs */

const en_history_life_list = /** @type {(inputs: History_Life_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Life list`)
};

const es_history_life_list = /** @type {(inputs: History_Life_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lista de especies vistas`)
};

const de_history_life_list = /** @type {(inputs: History_Life_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artenliste`)
};

const fr_history_life_list = /** @type {(inputs: History_Life_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liste des espèces vues`)
};

const zh_hans1_history_life_list = /** @type {(inputs: History_Life_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`物种清单`)
};

/**
* | output |
* | --- |
* | "Life list" |
*
* @param {History_Life_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_life_list = /** @type {((inputs?: History_Life_ListInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Life_ListInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_life_list(inputs)
	if (locale === "de") return de_history_life_list(inputs)
	if (locale === "fr") return fr_history_life_list(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_life_list(inputs)
	return en_history_life_list(inputs)
});