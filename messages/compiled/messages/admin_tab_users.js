/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tab_UsersInputs */

const en_admin_tab_users = /** @type {(inputs: Admin_Tab_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Users`)
};

const es_admin_tab_users = /** @type {(inputs: Admin_Tab_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usuarios`)
};

const de_admin_tab_users = /** @type {(inputs: Admin_Tab_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nutzer`)
};

const fr_admin_tab_users = /** @type {(inputs: Admin_Tab_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisateurs`)
};

const zh_hans1_admin_tab_users = /** @type {(inputs: Admin_Tab_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用户`)
};

/**
* | output |
* | --- |
* | "Users" |
*
* @param {Admin_Tab_UsersInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_tab_users = /** @type {((inputs?: Admin_Tab_UsersInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tab_UsersInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_tab_users(inputs)
	if (locale === "de") return de_admin_tab_users(inputs)
	if (locale === "fr") return fr_admin_tab_users(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_tab_users(inputs)
	return en_admin_tab_users(inputs)
});