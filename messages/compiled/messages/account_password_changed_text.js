/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Password_Changed_TextInputs */

const en_account_password_changed_text = /** @type {(inputs: Account_Password_Changed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password has been successfully changed`)
};

const es_account_password_changed_text = /** @type {(inputs: Account_Password_Changed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu contraseña se ha cambiado`)
};

const de_account_password_changed_text = /** @type {(inputs: Account_Password_Changed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Passwort wurde geändert`)
};

const fr_account_password_changed_text = /** @type {(inputs: Account_Password_Changed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre mot de passe a bien été modifié`)
};

const zh_hans1_account_password_changed_text = /** @type {(inputs: Account_Password_Changed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的密码已成功修改`)
};

/**
* | output |
* | --- |
* | "Your password has been successfully changed" |
*
* @param {Account_Password_Changed_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_password_changed_text = /** @type {((inputs?: Account_Password_Changed_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Password_Changed_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_password_changed_text(inputs)
	if (locale === "de") return de_account_password_changed_text(inputs)
	if (locale === "fr") return fr_account_password_changed_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_password_changed_text(inputs)
	return en_account_password_changed_text(inputs)
});