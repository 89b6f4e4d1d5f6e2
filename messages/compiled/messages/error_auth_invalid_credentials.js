/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Invalid_CredentialsInputs */

const en_error_auth_invalid_credentials = /** @type {(inputs: Error_Auth_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid username or password`)
};

const es_error_auth_invalid_credentials = /** @type {(inputs: Error_Auth_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de usuario o contraseña incorrectos`)
};

const de_error_auth_invalid_credentials = /** @type {(inputs: Error_Auth_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benutzername oder Passwort ist falsch`)
};

const fr_error_auth_invalid_credentials = /** @type {(inputs: Error_Auth_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom d’utilisateur ou mot de passe incorrect`)
};

const zh_hans1_error_auth_invalid_credentials = /** @type {(inputs: Error_Auth_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用户名或密码错误`)
};

/**
* | output |
* | --- |
* | "Invalid username or password" |
*
* @param {Error_Auth_Invalid_CredentialsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_auth_invalid_credentials = /** @type {((inputs?: Error_Auth_Invalid_CredentialsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Invalid_CredentialsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_auth_invalid_credentials(inputs)
	if (locale === "de") return de_error_auth_invalid_credentials(inputs)
	if (locale === "fr") return fr_error_auth_invalid_credentials(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_auth_invalid_credentials(inputs)
	return en_error_auth_invalid_credentials(inputs)
});