/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Account_Username_Or_Email_TakenInputs */

const en_error_account_username_or_email_taken = /** @type {(inputs: Error_Account_Username_Or_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Username or email already registered`)
};

const es_error_account_username_or_email_taken = /** @type {(inputs: Error_Account_Username_Or_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nombre de usuario o el correo electrónico ya están registrados`)
};

const de_error_account_username_or_email_taken = /** @type {(inputs: Error_Account_Username_Or_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benutzername oder E-Mail-Adresse ist schon registriert`)
};

const fr_error_account_username_or_email_taken = /** @type {(inputs: Error_Account_Username_Or_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce nom d’utilisateur ou cette adresse e-mail est déjà enregistré`)
};

const zh_hans1_error_account_username_or_email_taken = /** @type {(inputs: Error_Account_Username_Or_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用户名或邮箱已注册`)
};

/**
* | output |
* | --- |
* | "Username or email already registered" |
*
* @param {Error_Account_Username_Or_Email_TakenInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_account_username_or_email_taken = /** @type {((inputs?: Error_Account_Username_Or_Email_TakenInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Account_Username_Or_Email_TakenInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_account_username_or_email_taken(inputs)
	if (locale === "de") return de_error_account_username_or_email_taken(inputs)
	if (locale === "fr") return fr_error_account_username_or_email_taken(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_account_username_or_email_taken(inputs)
	return en_error_account_username_or_email_taken(inputs)
});