/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Signing_InInputs */

const en_account_signing_in = /** @type {(inputs: Account_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in...`)
};

const es_account_signing_in = /** @type {(inputs: Account_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciando sesión…`)
};

const de_account_signing_in = /** @type {(inputs: Account_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung läuft…`)
};

const fr_account_signing_in = /** @type {(inputs: Account_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion…`)
};

const zh_hans1_account_signing_in = /** @type {(inputs: Account_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在登录…`)
};

/**
* | output |
* | --- |
* | "Signing in..." |
*
* @param {Account_Signing_InInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_signing_in = /** @type {((inputs?: Account_Signing_InInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Signing_InInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_signing_in(inputs)
	if (locale === "de") return de_account_signing_in(inputs)
	if (locale === "fr") return fr_account_signing_in(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_signing_in(inputs)
	return en_account_signing_in(inputs)
});