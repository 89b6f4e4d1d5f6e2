/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Too_Many_LoginsInputs */

const en_error_auth_too_many_logins = /** @type {(inputs: Error_Auth_Too_Many_LoginsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many failed login attempts. Please try again later.`)
};

const es_error_auth_too_many_logins = /** @type {(inputs: Error_Auth_Too_Many_LoginsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiados intentos fallidos de inicio de sesión. Vuelve a intentarlo más tarde.`)
};

const de_error_auth_too_many_logins = /** @type {(inputs: Error_Auth_Too_Many_LoginsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es später noch einmal.`)
};

const fr_error_auth_too_many_logins = /** @type {(inputs: Error_Auth_Too_Many_LoginsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de tentatives de connexion échouées. Réessayez plus tard.`)
};

const zh_hans1_error_auth_too_many_logins = /** @type {(inputs: Error_Auth_Too_Many_LoginsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登录失败次数过多，请稍后再试。`)
};

/**
* | output |
* | --- |
* | "Too many failed login attempts. Please try again later." |
*
* @param {Error_Auth_Too_Many_LoginsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_auth_too_many_logins = /** @type {((inputs?: Error_Auth_Too_Many_LoginsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Too_Many_LoginsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_auth_too_many_logins(inputs)
	if (locale === "de") return de_error_auth_too_many_logins(inputs)
	if (locale === "fr") return fr_error_auth_too_many_logins(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_auth_too_many_logins(inputs)
	return en_error_auth_too_many_logins(inputs)
});