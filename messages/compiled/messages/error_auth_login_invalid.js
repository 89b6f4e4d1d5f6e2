/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Login_InvalidInputs */

const en_error_auth_login_invalid = /** @type {(inputs: Error_Auth_Login_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your username and password`)
};

const es_error_auth_login_invalid = /** @type {(inputs: Error_Auth_Login_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce tu nombre de usuario y tu contraseña`)
};

const de_error_auth_login_invalid = /** @type {(inputs: Error_Auth_Login_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte gib deinen Benutzernamen und dein Passwort ein`)
};

const fr_error_auth_login_invalid = /** @type {(inputs: Error_Auth_Login_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir votre nom d’utilisateur et votre mot de passe`)
};

const zh_hans1_error_auth_login_invalid = /** @type {(inputs: Error_Auth_Login_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请输入用户名和密码`)
};

/**
* | output |
* | --- |
* | "Please enter your username and password" |
*
* @param {Error_Auth_Login_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_auth_login_invalid = /** @type {((inputs?: Error_Auth_Login_InvalidInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Login_InvalidInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_auth_login_invalid(inputs)
	if (locale === "de") return de_error_auth_login_invalid(inputs)
	if (locale === "fr") return fr_error_auth_login_invalid(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_auth_login_invalid(inputs)
	return en_error_auth_login_invalid(inputs)
});