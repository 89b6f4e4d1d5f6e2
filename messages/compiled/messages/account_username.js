/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_UsernameInputs */

const en_account_username = /** @type {(inputs: Account_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Username`)
};

const es_account_username = /** @type {(inputs: Account_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de usuario`)
};

const de_account_username = /** @type {(inputs: Account_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benutzername`)
};

const fr_account_username = /** @type {(inputs: Account_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom d'utilisateur`)
};

const zh_hans1_account_username = /** @type {(inputs: Account_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用户名`)
};

/**
* | output |
* | --- |
* | "Username" |
*
* @param {Account_UsernameInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_username = /** @type {((inputs?: Account_UsernameInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_UsernameInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_username(inputs)
	if (locale === "de") return de_account_username(inputs)
	if (locale === "fr") return fr_account_username(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_username(inputs)
	return en_account_username(inputs)
});