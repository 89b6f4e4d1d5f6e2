/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_CreatingInputs */

const en_account_creating = /** @type {(inputs: Account_CreatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creating account...`)
};

const es_account_creating = /** @type {(inputs: Account_CreatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creando la cuenta…`)
};

const de_account_creating = /** @type {(inputs: Account_CreatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto wird erstellt…`)
};

const fr_account_creating = /** @type {(inputs: Account_CreatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Création du compte…`)
};

const zh_hans1_account_creating = /** @type {(inputs: Account_CreatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在创建账户…`)
};

/**
* | output |
* | --- |
* | "Creating account..." |
*
* @param {Account_CreatingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_creating = /** @type {((inputs?: Account_CreatingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_CreatingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_creating(inputs)
	if (locale === "de") return de_account_creating(inputs)
	if (locale === "fr") return fr_account_creating(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_creating(inputs)
	return en_account_creating(inputs)
});