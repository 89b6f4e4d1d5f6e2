/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ username: NonNullable<unknown> }} Account_Welcome_UserInputs */

const en_account_welcome_user = /** @type {(inputs: Account_Welcome_UserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome back, ${i?.username}!`)
};

const es_account_welcome_user = /** @type {(inputs: Account_Welcome_UserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Hola de nuevo, ${i?.username}!`)
};

const de_account_welcome_user = /** @type {(inputs: Account_Welcome_UserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Willkommen zurück, ${i?.username}!`)
};

const fr_account_welcome_user = /** @type {(inputs: Account_Welcome_UserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bon retour, ${i?.username} !`)
};

const zh_hans1_account_welcome_user = /** @type {(inputs: Account_Welcome_UserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`欢迎回来，${i?.username}！`)
};

/**
* | output |
* | --- |
* | "Welcome back, {username}!" |
*
* @param {Account_Welcome_UserInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_welcome_user = /** @type {((inputs: Account_Welcome_UserInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Welcome_UserInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_welcome_user(inputs)
	if (locale === "de") return de_account_welcome_user(inputs)
	if (locale === "fr") return fr_account_welcome_user(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_welcome_user(inputs)
	return en_account_welcome_user(inputs)
});