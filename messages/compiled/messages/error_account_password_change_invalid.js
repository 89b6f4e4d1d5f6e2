/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Account_Password_Change_InvalidInputs */

const en_error_account_password_change_invalid = /** @type {(inputs: Error_Account_Password_Change_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The new password is not valid`)
};

const es_error_account_password_change_invalid = /** @type {(inputs: Error_Account_Password_Change_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La nueva contraseña no es válida`)
};

const de_error_account_password_change_invalid = /** @type {(inputs: Error_Account_Password_Change_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das neue Passwort ist nicht gültig`)
};

const fr_error_account_password_change_invalid = /** @type {(inputs: Error_Account_Password_Change_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nouveau mot de passe n’est pas valide`)
};

const zh_hans1_error_account_password_change_invalid = /** @type {(inputs: Error_Account_Password_Change_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新密码无效`)
};

/**
* | output |
* | --- |
* | "The new password is not valid" |
*
* @param {Error_Account_Password_Change_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_account_password_change_invalid = /** @type {((inputs?: Error_Account_Password_Change_InvalidInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Account_Password_Change_InvalidInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_account_password_change_invalid(inputs)
	if (locale === "de") return de_error_account_password_change_invalid(inputs)
	if (locale === "fr") return fr_error_account_password_change_invalid(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_account_password_change_invalid(inputs)
	return en_error_account_password_change_invalid(inputs)
});