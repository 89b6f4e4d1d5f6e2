/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Account_Delete_Wrong_PasswordInputs */

const en_error_account_delete_wrong_password = /** @type {(inputs: Error_Account_Delete_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The password is incorrect. Your account was not deleted.`)
};

const es_error_account_delete_wrong_password = /** @type {(inputs: Error_Account_Delete_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La contraseña es incorrecta. Tu cuenta no se ha eliminado.`)
};

const de_error_account_delete_wrong_password = /** @type {(inputs: Error_Account_Delete_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Passwort ist falsch. Dein Konto wurde nicht gelöscht.`)
};

const fr_error_account_delete_wrong_password = /** @type {(inputs: Error_Account_Delete_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le mot de passe est incorrect. Votre compte n’a pas été supprimé.`)
};

const zh_hans1_error_account_delete_wrong_password = /** @type {(inputs: Error_Account_Delete_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`密码不正确，你的账户未被删除。`)
};

/**
* | output |
* | --- |
* | "The password is incorrect. Your account was not deleted." |
*
* @param {Error_Account_Delete_Wrong_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_account_delete_wrong_password = /** @type {((inputs?: Error_Account_Delete_Wrong_PasswordInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Account_Delete_Wrong_PasswordInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_account_delete_wrong_password(inputs)
	if (locale === "de") return de_error_account_delete_wrong_password(inputs)
	if (locale === "fr") return fr_error_account_delete_wrong_password(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_account_delete_wrong_password(inputs)
	return en_error_account_delete_wrong_password(inputs)
});