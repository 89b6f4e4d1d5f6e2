/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ product: NonNullable<unknown> }} Account_Sign_In_DescriptionInputs */

const en_account_sign_in_description = /** @type {(inputs: Account_Sign_In_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign in to ${i?.product} or create a free account.`)
};

const es_account_sign_in_description = /** @type {(inputs: Account_Sign_In_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inicia sesión en ${i?.product} o crea una cuenta gratuita.`)
};

const de_account_sign_in_description = /** @type {(inputs: Account_Sign_In_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Melde dich bei ${i?.product} an oder erstelle ein kostenloses Konto.`)
};

const fr_account_sign_in_description = /** @type {(inputs: Account_Sign_In_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Connectez-vous à ${i?.product} ou créez un compte gratuit.`)
};

const zh_hans1_account_sign_in_description = /** @type {(inputs: Account_Sign_In_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`登录 ${i?.product} 或免费注册账户。`)
};

/**
* | output |
* | --- |
* | "Sign in to {product} or create a free account." |
*
* @param {Account_Sign_In_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_sign_in_description = /** @type {((inputs: Account_Sign_In_DescriptionInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sign_In_DescriptionInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_sign_in_description(inputs)
	if (locale === "de") return de_account_sign_in_description(inputs)
	if (locale === "fr") return fr_account_sign_in_description(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_sign_in_description(inputs)
	return en_account_sign_in_description(inputs)
});