/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Sign_In_TitleInputs */

const en_account_sign_in_title = /** @type {(inputs: Account_Sign_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

const es_account_sign_in_title = /** @type {(inputs: Account_Sign_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión`)
};

const de_account_sign_in_title = /** @type {(inputs: Account_Sign_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmelden`)
};

const fr_account_sign_in_title = /** @type {(inputs: Account_Sign_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
};

const zh_hans1_account_sign_in_title = /** @type {(inputs: Account_Sign_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登录`)
};

/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Account_Sign_In_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_sign_in_title = /** @type {((inputs?: Account_Sign_In_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sign_In_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_sign_in_title(inputs)
	if (locale === "de") return de_account_sign_in_title(inputs)
	if (locale === "fr") return fr_account_sign_in_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_sign_in_title(inputs)
	return en_account_sign_in_title(inputs)
});