/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Password_ErrorInputs */

const en_account_password_error = /** @type {(inputs: Account_Password_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error changing password`)
};

const es_account_password_error = /** @type {(inputs: Account_Password_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error al cambiar la contraseña`)
};

const de_account_password_error = /** @type {(inputs: Account_Password_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler beim Ändern des Passworts`)
};

const fr_account_password_error = /** @type {(inputs: Account_Password_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors du changement de mot de passe`)
};

const zh_hans1_account_password_error = /** @type {(inputs: Account_Password_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`修改密码时出错`)
};

/**
* | output |
* | --- |
* | "Error changing password" |
*
* @param {Account_Password_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_password_error = /** @type {((inputs?: Account_Password_ErrorInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Password_ErrorInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_password_error(inputs)
	if (locale === "de") return de_account_password_error(inputs)
	if (locale === "fr") return fr_account_password_error(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_password_error(inputs)
	return en_account_password_error(inputs)
});