/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Register_SuccessInputs */

const en_account_register_success = /** @type {(inputs: Account_Register_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registration successful`)
};

const es_account_register_success = /** @type {(inputs: Account_Register_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registro completado`)
};

const de_account_register_success = /** @type {(inputs: Account_Register_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrierung erfolgreich`)
};

const fr_account_register_success = /** @type {(inputs: Account_Register_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription réussie`)
};

const zh_hans1_account_register_success = /** @type {(inputs: Account_Register_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`注册成功`)
};

/**
* | output |
* | --- |
* | "Registration successful" |
*
* @param {Account_Register_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_register_success = /** @type {((inputs?: Account_Register_SuccessInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Register_SuccessInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_register_success(inputs)
	if (locale === "de") return de_account_register_success(inputs)
	if (locale === "fr") return fr_account_register_success(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_register_success(inputs)
	return en_account_register_success(inputs)
});