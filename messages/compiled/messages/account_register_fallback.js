/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Register_FallbackInputs */

const en_account_register_fallback = /** @type {(inputs: Account_Register_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please try a different username or email`)
};

const es_account_register_fallback = /** @type {(inputs: Account_Register_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prueba con otro nombre de usuario u otro correo`)
};

const de_account_register_fallback = /** @type {(inputs: Account_Register_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte versuche einen anderen Benutzernamen oder eine andere E-Mail-Adresse`)
};

const fr_account_register_fallback = /** @type {(inputs: Account_Register_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essayez un autre nom d'utilisateur ou une autre adresse e-mail`)
};

const zh_hans1_account_register_fallback = /** @type {(inputs: Account_Register_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请换一个用户名或邮箱再试`)
};

/**
* | output |
* | --- |
* | "Please try a different username or email" |
*
* @param {Account_Register_FallbackInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_register_fallback = /** @type {((inputs?: Account_Register_FallbackInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Register_FallbackInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_register_fallback(inputs)
	if (locale === "de") return de_account_register_fallback(inputs)
	if (locale === "fr") return fr_account_register_fallback(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_register_fallback(inputs)
	return en_account_register_fallback(inputs)
});