/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Tab_RegisterInputs */

const en_account_tab_register = /** @type {(inputs: Account_Tab_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register`)
};

const es_account_tab_register = /** @type {(inputs: Account_Tab_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrarse`)
};

const de_account_tab_register = /** @type {(inputs: Account_Tab_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrieren`)
};

const fr_account_tab_register = /** @type {(inputs: Account_Tab_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription`)
};

const zh_hans1_account_tab_register = /** @type {(inputs: Account_Tab_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`注册`)
};

/**
* | output |
* | --- |
* | "Register" |
*
* @param {Account_Tab_RegisterInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_tab_register = /** @type {((inputs?: Account_Tab_RegisterInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Tab_RegisterInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_tab_register(inputs)
	if (locale === "de") return de_account_tab_register(inputs)
	if (locale === "fr") return fr_account_tab_register(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_tab_register(inputs)
	return en_account_tab_register(inputs)
});