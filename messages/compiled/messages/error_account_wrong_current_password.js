/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Account_Wrong_Current_PasswordInputs */

const en_error_account_wrong_current_password = /** @type {(inputs: Error_Account_Wrong_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current password is incorrect`)
};

const es_error_account_wrong_current_password = /** @type {(inputs: Error_Account_Wrong_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La contraseña actual es incorrecta`)
};

const de_error_account_wrong_current_password = /** @type {(inputs: Error_Account_Wrong_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das aktuelle Passwort ist falsch`)
};

const fr_error_account_wrong_current_password = /** @type {(inputs: Error_Account_Wrong_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le mot de passe actuel est incorrect`)
};

const zh_hans1_error_account_wrong_current_password = /** @type {(inputs: Error_Account_Wrong_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`当前密码不正确`)
};

/**
* | output |
* | --- |
* | "Current password is incorrect" |
*
* @param {Error_Account_Wrong_Current_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_account_wrong_current_password = /** @type {((inputs?: Error_Account_Wrong_Current_PasswordInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Account_Wrong_Current_PasswordInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_account_wrong_current_password(inputs)
	if (locale === "de") return de_error_account_wrong_current_password(inputs)
	if (locale === "fr") return fr_error_account_wrong_current_password(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_account_wrong_current_password(inputs)
	return en_error_account_wrong_current_password(inputs)
});