/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_New_Password_HintInputs */

const en_account_new_password_hint = /** @type {(inputs: Account_New_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At least 8 characters.`)
};

const es_account_new_password_hint = /** @type {(inputs: Account_New_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Al menos 8 caracteres.`)
};

const de_account_new_password_hint = /** @type {(inputs: Account_New_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mindestens 8 Zeichen.`)
};

const fr_account_new_password_hint = /** @type {(inputs: Account_New_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Au moins 8 caractères.`)
};

const zh_hans1_account_new_password_hint = /** @type {(inputs: Account_New_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`至少 8 个字符。`)
};

/**
* | output |
* | --- |
* | "At least 8 characters." |
*
* @param {Account_New_Password_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_new_password_hint = /** @type {((inputs?: Account_New_Password_HintInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_New_Password_HintInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_new_password_hint(inputs)
	if (locale === "de") return de_account_new_password_hint(inputs)
	if (locale === "fr") return fr_account_new_password_hint(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_new_password_hint(inputs)
	return en_account_new_password_hint(inputs)
});