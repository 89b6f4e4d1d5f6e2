/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Too_Many_Wrong_PasswordsInputs */

const en_error_auth_too_many_wrong_passwords = /** @type {(inputs: Error_Auth_Too_Many_Wrong_PasswordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many wrong passwords. Please try again later.`)
};

const es_error_auth_too_many_wrong_passwords = /** @type {(inputs: Error_Auth_Too_Many_Wrong_PasswordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiadas contraseñas incorrectas. Vuelve a intentarlo más tarde.`)
};

const de_error_auth_too_many_wrong_passwords = /** @type {(inputs: Error_Auth_Too_Many_Wrong_PasswordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu viele falsche Passwörter. Bitte versuche es später noch einmal.`)
};

const fr_error_auth_too_many_wrong_passwords = /** @type {(inputs: Error_Auth_Too_Many_Wrong_PasswordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de mots de passe incorrects. Réessayez plus tard.`)
};

const zh_hans1_error_auth_too_many_wrong_passwords = /** @type {(inputs: Error_Auth_Too_Many_Wrong_PasswordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`密码错误次数过多，请稍后再试。`)
};

/**
* | output |
* | --- |
* | "Too many wrong passwords. Please try again later." |
*
* @param {Error_Auth_Too_Many_Wrong_PasswordsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_auth_too_many_wrong_passwords = /** @type {((inputs?: Error_Auth_Too_Many_Wrong_PasswordsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Too_Many_Wrong_PasswordsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_auth_too_many_wrong_passwords(inputs)
	if (locale === "de") return de_error_auth_too_many_wrong_passwords(inputs)
	if (locale === "fr") return fr_error_auth_too_many_wrong_passwords(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_auth_too_many_wrong_passwords(inputs)
	return en_error_auth_too_many_wrong_passwords(inputs)
});