/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Tab_BarInputs */

const en_nav_tab_bar = /** @type {(inputs: Nav_Tab_BarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tab bar`)
};

const es_nav_tab_bar = /** @type {(inputs: Nav_Tab_BarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Barra de pestañas`)
};

const de_nav_tab_bar = /** @type {(inputs: Nav_Tab_BarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tab-Leiste`)
};

const fr_nav_tab_bar = /** @type {(inputs: Nav_Tab_BarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Barre d’onglets`)
};

const zh_hans1_nav_tab_bar = /** @type {(inputs: Nav_Tab_BarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`标签栏`)
};

/**
* | output |
* | --- |
* | "Tab bar" |
*
* @param {Nav_Tab_BarInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const nav_tab_bar = /** @type {((inputs?: Nav_Tab_BarInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Tab_BarInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_tab_bar(inputs)
	if (locale === "de") return de_nav_tab_bar(inputs)
	if (locale === "fr") return fr_nav_tab_bar(inputs)
	if (locale === "zh-Hans") return zh_hans1_nav_tab_bar(inputs)
	return en_nav_tab_bar(inputs)
});