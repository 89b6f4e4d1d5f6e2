/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Account_Username_TakenInputs */

const en_error_account_username_taken = /** @type {(inputs: Error_Account_Username_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Username already exists`)
};

const es_error_account_username_taken = /** @type {(inputs: Error_Account_Username_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese nombre de usuario ya existe`)
};

const de_error_account_username_taken = /** @type {(inputs: Error_Account_Username_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Benutzername ist schon vergeben`)
};

const fr_error_account_username_taken = /** @type {(inputs: Error_Account_Username_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce nom d’utilisateur existe déjà`)
};

const zh_hans1_error_account_username_taken = /** @type {(inputs: Error_Account_Username_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该用户名已存在`)
};

/**
* | output |
* | --- |
* | "Username already exists" |
*
* @param {Error_Account_Username_TakenInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_account_username_taken = /** @type {((inputs?: Error_Account_Username_TakenInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Account_Username_TakenInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_account_username_taken(inputs)
	if (locale === "de") return de_error_account_username_taken(inputs)
	if (locale === "fr") return fr_error_account_username_taken(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_account_username_taken(inputs)
	return en_error_account_username_taken(inputs)
});