/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_User_DeletedInputs */

const en_admin_user_deleted = /** @type {(inputs: Admin_User_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User deleted`)
};

const es_admin_user_deleted = /** @type {(inputs: Admin_User_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usuario eliminado`)
};

const de_admin_user_deleted = /** @type {(inputs: Admin_User_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nutzer gelöscht`)
};

const fr_admin_user_deleted = /** @type {(inputs: Admin_User_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisateur supprimé`)
};

const zh_hans1_admin_user_deleted = /** @type {(inputs: Admin_User_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用户已删除`)
};

/**
* | output |
* | --- |
* | "User deleted" |
*
* @param {Admin_User_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_user_deleted = /** @type {((inputs?: Admin_User_DeletedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_DeletedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_user_deleted(inputs)
	if (locale === "de") return de_admin_user_deleted(inputs)
	if (locale === "fr") return fr_admin_user_deleted(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_user_deleted(inputs)
	return en_admin_user_deleted(inputs)
});