/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Tab_LoginInputs */

const en_account_tab_login = /** @type {(inputs: Account_Tab_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login`)
};

const es_account_tab_login = /** @type {(inputs: Account_Tab_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar`)
};

const de_account_tab_login = /** @type {(inputs: Account_Tab_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmelden`)
};

const fr_account_tab_login = /** @type {(inputs: Account_Tab_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion`)
};

const zh_hans1_account_tab_login = /** @type {(inputs: Account_Tab_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登录`)
};

/**
* | output |
* | --- |
* | "Login" |
*
* @param {Account_Tab_LoginInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_tab_login = /** @type {((inputs?: Account_Tab_LoginInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Tab_LoginInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_tab_login(inputs)
	if (locale === "de") return de_account_tab_login(inputs)
	if (locale === "fr") return fr_account_tab_login(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_tab_login(inputs)
	return en_account_tab_login(inputs)
});