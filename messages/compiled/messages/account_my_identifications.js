/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_My_IdentificationsInputs */

const en_account_my_identifications = /** @type {(inputs: Account_My_IdentificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Identifications`)
};

const es_account_my_identifications = /** @type {(inputs: Account_My_IdentificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis identificaciones`)
};

const de_account_my_identifications = /** @type {(inputs: Account_My_IdentificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine Bestimmungen`)
};

const fr_account_my_identifications = /** @type {(inputs: Account_My_IdentificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes identifications`)
};

const zh_hans1_account_my_identifications = /** @type {(inputs: Account_My_IdentificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的识别`)
};

/**
* | output |
* | --- |
* | "My Identifications" |
*
* @param {Account_My_IdentificationsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_my_identifications = /** @type {((inputs?: Account_My_IdentificationsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_IdentificationsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_my_identifications(inputs)
	if (locale === "de") return de_account_my_identifications(inputs)
	if (locale === "fr") return fr_account_my_identifications(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_my_identifications(inputs)
	return en_account_my_identifications(inputs)
});