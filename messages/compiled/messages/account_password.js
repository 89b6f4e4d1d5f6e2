/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_PasswordInputs */

const en_account_password = /** @type {(inputs: Account_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

const es_account_password = /** @type {(inputs: Account_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña`)
};

const de_account_password = /** @type {(inputs: Account_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort`)
};

const fr_account_password = /** @type {(inputs: Account_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe`)
};

const zh_hans1_account_password = /** @type {(inputs: Account_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`密码`)
};

/**
* | output |
* | --- |
* | "Password" |
*
* @param {Account_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_password = /** @type {((inputs?: Account_PasswordInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_PasswordInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_password(inputs)
	if (locale === "de") return de_account_password(inputs)
	if (locale === "fr") return fr_account_password(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_password(inputs)
	return en_account_password(inputs)
});