/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Sign_InInputs */

const en_home_sign_in = /** @type {(inputs: Home_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign In`)
};

const es_home_sign_in = /** @type {(inputs: Home_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión`)
};

const de_home_sign_in = /** @type {(inputs: Home_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmelden`)
};

const fr_home_sign_in = /** @type {(inputs: Home_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
};

const zh_hans1_home_sign_in = /** @type {(inputs: Home_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登录`)
};

/**
* | output |
* | --- |
* | "Sign In" |
*
* @param {Home_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_sign_in = /** @type {((inputs?: Home_Sign_InInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Sign_InInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_sign_in(inputs)
	if (locale === "de") return de_home_sign_in(inputs)
	if (locale === "fr") return fr_home_sign_in(inputs)
	if (locale === "zh-Hans") return zh_hans1_home_sign_in(inputs)
	return en_home_sign_in(inputs)
});