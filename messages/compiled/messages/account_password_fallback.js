/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Password_FallbackInputs */

const en_account_password_fallback = /** @type {(inputs: Account_Password_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to change password`)
};

const es_account_password_fallback = /** @type {(inputs: Account_Password_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cambiar la contraseña`)
};

const de_account_password_fallback = /** @type {(inputs: Account_Password_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Passwort konnte nicht geändert werden`)
};

const fr_account_password_fallback = /** @type {(inputs: Account_Password_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de changer le mot de passe`)
};

const zh_hans1_account_password_fallback = /** @type {(inputs: Account_Password_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法修改密码`)
};

/**
* | output |
* | --- |
* | "Failed to change password" |
*
* @param {Account_Password_FallbackInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_password_fallback = /** @type {((inputs?: Account_Password_FallbackInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Password_FallbackInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_password_fallback(inputs)
	if (locale === "de") return de_account_password_fallback(inputs)
	if (locale === "fr") return fr_account_password_fallback(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_password_fallback(inputs)
	return en_account_password_fallback(inputs)
});