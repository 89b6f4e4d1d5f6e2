/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_AdminInputs */

const en_account_admin = /** @type {(inputs: Account_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin Dashboard`)
};

const es_account_admin = /** @type {(inputs: Account_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panel de administración`)
};

const de_account_admin = /** @type {(inputs: Account_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwaltung`)
};

const fr_account_admin = /** @type {(inputs: Account_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administration`)
};

const zh_hans1_account_admin = /** @type {(inputs: Account_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`管理后台`)
};

/**
* | output |
* | --- |
* | "Admin Dashboard" |
*
* @param {Account_AdminInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_admin = /** @type {((inputs?: Account_AdminInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_AdminInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_admin(inputs)
	if (locale === "de") return de_account_admin(inputs)
	if (locale === "fr") return fr_account_admin(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_admin(inputs)
	return en_account_admin(inputs)
});