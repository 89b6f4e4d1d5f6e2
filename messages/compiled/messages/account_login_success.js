/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Login_SuccessInputs */

const en_account_login_success = /** @type {(inputs: Account_Login_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login successful`)
};

const es_account_login_success = /** @type {(inputs: Account_Login_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sesión iniciada`)
};

const de_account_login_success = /** @type {(inputs: Account_Login_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angemeldet`)
};

const fr_account_login_success = /** @type {(inputs: Account_Login_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion réussie`)
};

const zh_hans1_account_login_success = /** @type {(inputs: Account_Login_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登录成功`)
};

/**
* | output |
* | --- |
* | "Login successful" |
*
* @param {Account_Login_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_login_success = /** @type {((inputs?: Account_Login_SuccessInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Login_SuccessInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_login_success(inputs)
	if (locale === "de") return de_account_login_success(inputs)
	if (locale === "fr") return fr_account_login_success(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_login_success(inputs)
	return en_account_login_success(inputs)
});