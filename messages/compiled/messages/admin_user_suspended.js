/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_User_SuspendedInputs */

const en_admin_user_suspended = /** @type {(inputs: Admin_User_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User suspended`)
};

const es_admin_user_suspended = /** @type {(inputs: Admin_User_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usuario suspendido`)
};

const de_admin_user_suspended = /** @type {(inputs: Admin_User_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nutzer gesperrt`)
};

const fr_admin_user_suspended = /** @type {(inputs: Admin_User_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisateur suspendu`)
};

const zh_hans1_admin_user_suspended = /** @type {(inputs: Admin_User_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用户已停用`)
};

/**
* | output |
* | --- |
* | "User suspended" |
*
* @param {Admin_User_SuspendedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_user_suspended = /** @type {((inputs?: Admin_User_SuspendedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_SuspendedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_user_suspended(inputs)
	if (locale === "de") return de_admin_user_suspended(inputs)
	if (locale === "fr") return fr_admin_user_suspended(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_user_suspended(inputs)
	return en_admin_user_suspended(inputs)
});