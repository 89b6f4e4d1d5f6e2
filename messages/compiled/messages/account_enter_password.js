/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Enter_PasswordInputs */

const en_account_enter_password = /** @type {(inputs: Account_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your password`)
};

const es_account_enter_password = /** @type {(inputs: Account_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce tu contraseña`)
};

const de_account_enter_password = /** @type {(inputs: Account_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte gib dein Passwort ein`)
};

const fr_account_enter_password = /** @type {(inputs: Account_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir votre mot de passe`)
};

const zh_hans1_account_enter_password = /** @type {(inputs: Account_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请输入你的密码`)
};

/**
* | output |
* | --- |
* | "Please enter your password" |
*
* @param {Account_Enter_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_enter_password = /** @type {((inputs?: Account_Enter_PasswordInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Enter_PasswordInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_enter_password(inputs)
	if (locale === "de") return de_account_enter_password(inputs)
	if (locale === "fr") return fr_account_enter_password(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_enter_password(inputs)
	return en_account_enter_password(inputs)
});