/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Password_HintInputs */

const en_account_password_hint = /** @type {(inputs: Account_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At least 6 characters.`)
};

const es_account_password_hint = /** @type {(inputs: Account_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Al menos 6 caracteres.`)
};

const de_account_password_hint = /** @type {(inputs: Account_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mindestens 6 Zeichen.`)
};

const fr_account_password_hint = /** @type {(inputs: Account_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Au moins 6 caractères.`)
};

const zh_hans1_account_password_hint = /** @type {(inputs: Account_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`至少 6 个字符。`)
};

/**
* | output |
* | --- |
* | "At least 6 characters." |
*
* @param {Account_Password_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_password_hint = /** @type {((inputs?: Account_Password_HintInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Password_HintInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_password_hint(inputs)
	if (locale === "de") return de_account_password_hint(inputs)
	if (locale === "fr") return fr_account_password_hint(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_password_hint(inputs)
	return en_account_password_hint(inputs)
});