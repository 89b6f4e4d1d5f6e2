/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_DivesInputs */

const en_nav_dives = /** @type {(inputs: Nav_DivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dives`)
};

const es_nav_dives = /** @type {(inputs: Nav_DivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inmersiones`)
};

const de_nav_dives = /** @type {(inputs: Nav_DivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tauchgänge`)
};

const fr_nav_dives = /** @type {(inputs: Nav_DivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plongées`)
};

const zh_hans1_nav_dives = /** @type {(inputs: Nav_DivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`潜水`)
};

/**
* | output |
* | --- |
* | "Dives" |
*
* @param {Nav_DivesInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const nav_dives = /** @type {((inputs?: Nav_DivesInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_DivesInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_dives(inputs)
	if (locale === "de") return de_nav_dives(inputs)
	if (locale === "fr") return fr_nav_dives(inputs)
	if (locale === "zh-Hans") return zh_hans1_nav_dives(inputs)
	return en_nav_dives(inputs)
});