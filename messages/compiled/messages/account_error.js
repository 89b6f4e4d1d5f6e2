/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_ErrorInputs */

const en_account_error = /** @type {(inputs: Account_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const es_account_error = /** @type {(inputs: Account_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const de_account_error = /** @type {(inputs: Account_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler`)
};

const fr_account_error = /** @type {(inputs: Account_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur`)
};

const zh_hans1_account_error = /** @type {(inputs: Account_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`错误`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Account_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_error = /** @type {((inputs?: Account_ErrorInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_ErrorInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_error(inputs)
	if (locale === "de") return de_account_error(inputs)
	if (locale === "fr") return fr_account_error(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_error(inputs)
	return en_account_error(inputs)
});