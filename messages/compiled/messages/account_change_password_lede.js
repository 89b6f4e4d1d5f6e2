/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Change_Password_LedeInputs */

const en_account_change_password_lede = /** @type {(inputs: Account_Change_Password_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your other devices are signed out when the password changes.`)
};

const es_account_change_password_lede = /** @type {(inputs: Account_Change_Password_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuando cambias la contraseña se cierra la sesión en tus otros dispositivos.`)
};

const de_account_change_password_lede = /** @type {(inputs: Account_Change_Password_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn sich das Passwort ändert, werden deine anderen Geräte abgemeldet.`)
};

const fr_account_change_password_lede = /** @type {(inputs: Account_Change_Password_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos autres appareils sont déconnectés quand le mot de passe change.`)
};

const zh_hans1_account_change_password_lede = /** @type {(inputs: Account_Change_Password_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`修改密码后，你的其他设备将退出登录。`)
};

/**
* | output |
* | --- |
* | "Your other devices are signed out when the password changes." |
*
* @param {Account_Change_Password_LedeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_change_password_lede = /** @type {((inputs?: Account_Change_Password_LedeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Change_Password_LedeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_change_password_lede(inputs)
	if (locale === "de") return de_account_change_password_lede(inputs)
	if (locale === "fr") return fr_account_change_password_lede(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_change_password_lede(inputs)
	return en_account_change_password_lede(inputs)
});