/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_RegisterInputs */

const en_nav_register = /** @type {(inputs: Nav_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register`)
};

const es_nav_register = /** @type {(inputs: Nav_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrarse`)
};

const de_nav_register = /** @type {(inputs: Nav_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrieren`)
};

const fr_nav_register = /** @type {(inputs: Nav_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S’inscrire`)
};

const zh_hans1_nav_register = /** @type {(inputs: Nav_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`注册`)
};

/**
* | output |
* | --- |
* | "Register" |
*
* @param {Nav_RegisterInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const nav_register = /** @type {((inputs?: Nav_RegisterInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_RegisterInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_register(inputs)
	if (locale === "de") return de_nav_register(inputs)
	if (locale === "fr") return fr_nav_register(inputs)
	if (locale === "zh-Hans") return zh_hans1_nav_register(inputs)
	return en_nav_register(inputs)
});