/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Your_PasswordInputs */

const en_account_your_password = /** @type {(inputs: Account_Your_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password`)
};

const es_account_your_password = /** @type {(inputs: Account_Your_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu contraseña`)
};

const de_account_your_password = /** @type {(inputs: Account_Your_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Passwort`)
};

const fr_account_your_password = /** @type {(inputs: Account_Your_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre mot de passe`)
};

const zh_hans1_account_your_password = /** @type {(inputs: Account_Your_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的密码`)
};

/**
* | output |
* | --- |
* | "Your password" |
*
* @param {Account_Your_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_your_password = /** @type {((inputs?: Account_Your_PasswordInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Your_PasswordInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_your_password(inputs)
	if (locale === "de") return de_account_your_password(inputs)
	if (locale === "fr") return fr_account_your_password(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_your_password(inputs)
	return en_account_your_password(inputs)
});