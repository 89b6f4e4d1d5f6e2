/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_CreateInputs */

const en_account_create = /** @type {(inputs: Account_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create account`)
};

const es_account_create = /** @type {(inputs: Account_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear cuenta`)
};

const de_account_create = /** @type {(inputs: Account_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto erstellen`)
};

const fr_account_create = /** @type {(inputs: Account_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer un compte`)
};

const zh_hans1_account_create = /** @type {(inputs: Account_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`创建账户`)
};

/**
* | output |
* | --- |
* | "Create account" |
*
* @param {Account_CreateInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_create = /** @type {((inputs?: Account_CreateInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_CreateInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_create(inputs)
	if (locale === "de") return de_account_create(inputs)
	if (locale === "fr") return fr_account_create(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_create(inputs)
	return en_account_create(inputs)
});