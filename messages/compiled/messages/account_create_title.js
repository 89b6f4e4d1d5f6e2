/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Create_TitleInputs */

const en_account_create_title = /** @type {(inputs: Account_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create your account`)
};

const es_account_create_title = /** @type {(inputs: Account_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea tu cuenta`)
};

const de_account_create_title = /** @type {(inputs: Account_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erstelle dein Konto`)
};

const fr_account_create_title = /** @type {(inputs: Account_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créez votre compte`)
};

const zh_hans1_account_create_title = /** @type {(inputs: Account_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`创建你的账户`)
};

/**
* | output |
* | --- |
* | "Create your account" |
*
* @param {Account_Create_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_create_title = /** @type {((inputs?: Account_Create_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Create_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_create_title(inputs)
	if (locale === "de") return de_account_create_title(inputs)
	if (locale === "fr") return fr_account_create_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_create_title(inputs)
	return en_account_create_title(inputs)
});