/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Confirm_PasswordInputs */

const en_account_confirm_password = /** @type {(inputs: Account_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm password`)
};

const es_account_confirm_password = /** @type {(inputs: Account_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma la contraseña`)
};

const de_account_confirm_password = /** @type {(inputs: Account_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort bestätigen`)
};

const fr_account_confirm_password = /** @type {(inputs: Account_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez le mot de passe`)
};

const zh_hans1_account_confirm_password = /** @type {(inputs: Account_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`确认密码`)
};

/**
* | output |
* | --- |
* | "Confirm password" |
*
* @param {Account_Confirm_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_confirm_password = /** @type {((inputs?: Account_Confirm_PasswordInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Confirm_PasswordInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_confirm_password(inputs)
	if (locale === "de") return de_account_confirm_password(inputs)
	if (locale === "fr") return fr_account_confirm_password(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_confirm_password(inputs)
	return en_account_confirm_password(inputs)
});