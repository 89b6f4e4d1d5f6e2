/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_AppInputs */

const en_nav_app = /** @type {(inputs: Nav_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App`)
};

const es_nav_app = /** @type {(inputs: Nav_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicación`)
};

const de_nav_app = /** @type {(inputs: Nav_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App`)
};

const fr_nav_app = /** @type {(inputs: Nav_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application`)
};

const zh_hans1_nav_app = /** @type {(inputs: Nav_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`应用`)
};

/**
* | output |
* | --- |
* | "App" |
*
* @param {Nav_AppInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const nav_app = /** @type {((inputs?: Nav_AppInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_AppInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_app(inputs)
	if (locale === "de") return de_nav_app(inputs)
	if (locale === "fr") return fr_nav_app(inputs)
	if (locale === "zh-Hans") return zh_hans1_nav_app(inputs)
	return en_nav_app(inputs)
});