/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_Keep_Sign_InInputs */

const en_identify_keep_sign_in = /** @type {(inputs: Identify_Keep_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sign in`)
};

const es_identify_keep_sign_in = /** @type {(inputs: Identify_Keep_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`inicia sesión`)
};

const de_identify_keep_sign_in = /** @type {(inputs: Identify_Keep_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`anmelden`)
};

const fr_identify_keep_sign_in = /** @type {(inputs: Identify_Keep_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`connectez-vous`)
};

const zh_hans1_identify_keep_sign_in = /** @type {(inputs: Identify_Keep_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登录`)
};

/**
* | output |
* | --- |
* | "sign in" |
*
* @param {Identify_Keep_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_keep_sign_in = /** @type {((inputs?: Identify_Keep_Sign_InInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Keep_Sign_InInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_keep_sign_in(inputs)
	if (locale === "de") return de_identify_keep_sign_in(inputs)
	if (locale === "fr") return fr_identify_keep_sign_in(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_keep_sign_in(inputs)
	return en_identify_keep_sign_in(inputs)
});