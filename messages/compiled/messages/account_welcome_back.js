/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Welcome_BackInputs */

const en_account_welcome_back = /** @type {(inputs: Account_Welcome_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome back`)
};

const es_account_welcome_back = /** @type {(inputs: Account_Welcome_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hola de nuevo`)
};

const de_account_welcome_back = /** @type {(inputs: Account_Welcome_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Willkommen zurück`)
};

const fr_account_welcome_back = /** @type {(inputs: Account_Welcome_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bon retour`)
};

const zh_hans1_account_welcome_back = /** @type {(inputs: Account_Welcome_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`欢迎回来`)
};

/**
* | output |
* | --- |
* | "Welcome back" |
*
* @param {Account_Welcome_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_welcome_back = /** @type {((inputs?: Account_Welcome_BackInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Welcome_BackInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_welcome_back(inputs)
	if (locale === "de") return de_account_welcome_back(inputs)
	if (locale === "fr") return fr_account_welcome_back(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_welcome_back(inputs)
	return en_account_welcome_back(inputs)
});