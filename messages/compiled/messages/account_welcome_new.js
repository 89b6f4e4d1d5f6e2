/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ username: NonNullable<unknown>, mail: NonNullable<unknown> }} Account_Welcome_NewInputs */

const en_account_welcome_new = /** @type {(inputs: Account_Welcome_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome, ${i?.username}! ${i?.mail}`)
};

const es_account_welcome_new = /** @type {(inputs: Account_Welcome_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Bienvenido, ${i?.username}! ${i?.mail}`)
};

const de_account_welcome_new = /** @type {(inputs: Account_Welcome_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Willkommen, ${i?.username}! ${i?.mail}`)
};

const fr_account_welcome_new = /** @type {(inputs: Account_Welcome_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bienvenue, ${i?.username} ! ${i?.mail}`)
};

const zh_hans1_account_welcome_new = /** @type {(inputs: Account_Welcome_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`欢迎，${i?.username}！${i?.mail}`)
};

/**
* | output |
* | --- |
* | "Welcome, {username}! {mail}" |
*
* @param {Account_Welcome_NewInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_welcome_new = /** @type {((inputs: Account_Welcome_NewInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Welcome_NewInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_welcome_new(inputs)
	if (locale === "de") return de_account_welcome_new(inputs)
	if (locale === "fr") return fr_account_welcome_new(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_welcome_new(inputs)
	return en_account_welcome_new(inputs)
});