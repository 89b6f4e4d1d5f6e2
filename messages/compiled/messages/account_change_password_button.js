/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Change_Password_ButtonInputs */

const en_account_change_password_button = /** @type {(inputs: Account_Change_Password_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change password`)
};

const es_account_change_password_button = /** @type {(inputs: Account_Change_Password_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar la contraseña`)
};

const de_account_change_password_button = /** @type {(inputs: Account_Change_Password_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort ändern`)
};

const fr_account_change_password_button = /** @type {(inputs: Account_Change_Password_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer le mot de passe`)
};

const zh_hans1_account_change_password_button = /** @type {(inputs: Account_Change_Password_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`修改密码`)
};

/**
* | output |
* | --- |
* | "Change password" |
*
* @param {Account_Change_Password_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_change_password_button = /** @type {((inputs?: Account_Change_Password_ButtonInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Change_Password_ButtonInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_change_password_button(inputs)
	if (locale === "de") return de_account_change_password_button(inputs)
	if (locale === "fr") return fr_account_change_password_button(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_change_password_button(inputs)
	return en_account_change_password_button(inputs)
});