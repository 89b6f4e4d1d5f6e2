/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Sign_In_Or_RegisterInputs */

const en_account_sign_in_or_register = /** @type {(inputs: Account_Sign_In_Or_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in or register`)
};

const es_account_sign_in_or_register = /** @type {(inputs: Account_Sign_In_Or_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión o regístrate`)
};

const de_account_sign_in_or_register = /** @type {(inputs: Account_Sign_In_Or_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmelden oder registrieren`)
};

const fr_account_sign_in_or_register = /** @type {(inputs: Account_Sign_In_Or_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter ou s’inscrire`)
};

const zh_hans1_account_sign_in_or_register = /** @type {(inputs: Account_Sign_In_Or_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登录或注册`)
};

/**
* | output |
* | --- |
* | "Sign in or register" |
*
* @param {Account_Sign_In_Or_RegisterInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_sign_in_or_register = /** @type {((inputs?: Account_Sign_In_Or_RegisterInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sign_In_Or_RegisterInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_sign_in_or_register(inputs)
	if (locale === "de") return de_account_sign_in_or_register(inputs)
	if (locale === "fr") return fr_account_sign_in_or_register(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_sign_in_or_register(inputs)
	return en_account_sign_in_or_register(inputs)
});