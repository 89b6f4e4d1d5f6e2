/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Password_MismatchInputs */

const en_error_password_mismatch = /** @type {(inputs: Error_Password_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwords do not match`)
};

const es_error_password_mismatch = /** @type {(inputs: Error_Password_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las contraseñas no coinciden`)
};

const de_error_password_mismatch = /** @type {(inputs: Error_Password_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Passwörter stimmen nicht überein`)
};

const fr_error_password_mismatch = /** @type {(inputs: Error_Password_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les mots de passe ne correspondent pas`)
};

const zh_hans1_error_password_mismatch = /** @type {(inputs: Error_Password_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`两次输入的密码不一致`)
};

/**
* | output |
* | --- |
* | "Passwords do not match" |
*
* @param {Error_Password_MismatchInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_password_mismatch = /** @type {((inputs?: Error_Password_MismatchInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Password_MismatchInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_password_mismatch(inputs)
	if (locale === "de") return de_error_password_mismatch(inputs)
	if (locale === "fr") return fr_error_password_mismatch(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_password_mismatch(inputs)
	return en_error_password_mismatch(inputs)
});