/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Register_FailedInputs */

const en_account_register_failed = /** @type {(inputs: Account_Register_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registration failed`)
};

const es_account_register_failed = /** @type {(inputs: Account_Register_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo completar el registro`)
};

const de_account_register_failed = /** @type {(inputs: Account_Register_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrierung fehlgeschlagen`)
};

const fr_account_register_failed = /** @type {(inputs: Account_Register_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de l'inscription`)
};

const zh_hans1_account_register_failed = /** @type {(inputs: Account_Register_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`注册失败`)
};

/**
* | output |
* | --- |
* | "Registration failed" |
*
* @param {Account_Register_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_register_failed = /** @type {((inputs?: Account_Register_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Register_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_register_failed(inputs)
	if (locale === "de") return de_account_register_failed(inputs)
	if (locale === "fr") return fr_account_register_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_register_failed(inputs)
	return en_account_register_failed(inputs)
});