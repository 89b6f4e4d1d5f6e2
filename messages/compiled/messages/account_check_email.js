/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Account_Check_EmailInputs */

const en_account_check_email = /** @type {(inputs: Account_Check_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check ${i?.email}.`)
};

const es_account_check_email = /** @type {(inputs: Account_Check_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revisa ${i?.email}.`)
};

const de_account_check_email = /** @type {(inputs: Account_Check_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sieh in ${i?.email} nach.`)
};

const fr_account_check_email = /** @type {(inputs: Account_Check_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Consultez ${i?.email}.`)
};

const zh_hans1_account_check_email = /** @type {(inputs: Account_Check_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`请查看 ${i?.email}。`)
};

/**
* | output |
* | --- |
* | "Check {email}." |
*
* @param {Account_Check_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_check_email = /** @type {((inputs: Account_Check_EmailInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Check_EmailInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_check_email(inputs)
	if (locale === "de") return de_account_check_email(inputs)
	if (locale === "fr") return fr_account_check_email(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_check_email(inputs)
	return en_account_check_email(inputs)
});