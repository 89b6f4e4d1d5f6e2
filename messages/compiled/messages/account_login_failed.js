/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Login_FailedInputs */

const en_account_login_failed = /** @type {(inputs: Account_Login_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login failed`)
};

const es_account_login_failed = /** @type {(inputs: Account_Login_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo iniciar sesión`)
};

const de_account_login_failed = /** @type {(inputs: Account_Login_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung fehlgeschlagen`)
};

const fr_account_login_failed = /** @type {(inputs: Account_Login_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de la connexion`)
};

const zh_hans1_account_login_failed = /** @type {(inputs: Account_Login_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登录失败`)
};

/**
* | output |
* | --- |
* | "Login failed" |
*
* @param {Account_Login_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_login_failed = /** @type {((inputs?: Account_Login_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Login_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_login_failed(inputs)
	if (locale === "de") return de_account_login_failed(inputs)
	if (locale === "fr") return fr_account_login_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_login_failed(inputs)
	return en_account_login_failed(inputs)
});