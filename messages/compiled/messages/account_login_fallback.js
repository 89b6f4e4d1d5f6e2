/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Login_FallbackInputs */

const en_account_login_fallback = /** @type {(inputs: Account_Login_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please check your credentials and try again`)
};

const es_account_login_fallback = /** @type {(inputs: Account_Login_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisa tus datos e inténtalo de nuevo`)
};

const de_account_login_fallback = /** @type {(inputs: Account_Login_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte prüfe deine Zugangsdaten und versuche es noch einmal`)
};

const fr_account_login_fallback = /** @type {(inputs: Account_Login_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez vos identifiants et réessayez`)
};

const zh_hans1_account_login_fallback = /** @type {(inputs: Account_Login_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请检查你的登录信息后重试`)
};

/**
* | output |
* | --- |
* | "Please check your credentials and try again" |
*
* @param {Account_Login_FallbackInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_login_fallback = /** @type {((inputs?: Account_Login_FallbackInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Login_FallbackInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_login_fallback(inputs)
	if (locale === "de") return de_account_login_fallback(inputs)
	if (locale === "fr") return fr_account_login_fallback(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_login_fallback(inputs)
	return en_account_login_fallback(inputs)
});