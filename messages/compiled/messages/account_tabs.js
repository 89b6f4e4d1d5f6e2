/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_TabsInputs */

const en_account_tabs = /** @type {(inputs: Account_TabsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account`)
};

const es_account_tabs = /** @type {(inputs: Account_TabsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta`)
};

const de_account_tabs = /** @type {(inputs: Account_TabsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto`)
};

const fr_account_tabs = /** @type {(inputs: Account_TabsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte`)
};

const zh_hans1_account_tabs = /** @type {(inputs: Account_TabsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`账户`)
};

/**
* | output |
* | --- |
* | "Account" |
*
* @param {Account_TabsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_tabs = /** @type {((inputs?: Account_TabsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_TabsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_tabs(inputs)
	if (locale === "de") return de_account_tabs(inputs)
	if (locale === "fr") return fr_account_tabs(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_tabs(inputs)
	return en_account_tabs(inputs)
});