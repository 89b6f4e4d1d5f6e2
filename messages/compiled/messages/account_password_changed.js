/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Password_ChangedInputs */

const en_account_password_changed = /** @type {(inputs: Account_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password changed`)
};

const es_account_password_changed = /** @type {(inputs: Account_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña cambiada`)
};

const de_account_password_changed = /** @type {(inputs: Account_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort geändert`)
};

const fr_account_password_changed = /** @type {(inputs: Account_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe modifié`)
};

const zh_hans1_account_password_changed = /** @type {(inputs: Account_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`密码已修改`)
};

/**
* | output |
* | --- |
* | "Password changed" |
*
* @param {Account_Password_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_password_changed = /** @type {((inputs?: Account_Password_ChangedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Password_ChangedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_password_changed(inputs)
	if (locale === "de") return de_account_password_changed(inputs)
	if (locale === "fr") return fr_account_password_changed(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_password_changed(inputs)
	return en_account_password_changed(inputs)
});