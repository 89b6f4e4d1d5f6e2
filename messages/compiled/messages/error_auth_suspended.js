/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_SuspendedInputs */

const en_error_auth_suspended = /** @type {(inputs: Error_Auth_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This account has been suspended`)
};

const es_error_auth_suspended = /** @type {(inputs: Error_Auth_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta cuenta ha sido suspendida`)
};

const de_error_auth_suspended = /** @type {(inputs: Error_Auth_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Konto wurde gesperrt`)
};

const fr_error_auth_suspended = /** @type {(inputs: Error_Auth_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce compte a été suspendu`)
};

const zh_hans1_error_auth_suspended = /** @type {(inputs: Error_Auth_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此账户已被停用`)
};

/**
* | output |
* | --- |
* | "This account has been suspended" |
*
* @param {Error_Auth_SuspendedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_auth_suspended = /** @type {((inputs?: Error_Auth_SuspendedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_SuspendedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_auth_suspended(inputs)
	if (locale === "de") return de_error_auth_suspended(inputs)
	if (locale === "fr") return fr_error_auth_suspended(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_auth_suspended(inputs)
	return en_error_auth_suspended(inputs)
});