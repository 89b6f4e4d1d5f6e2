/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Delete_User_FailedInputs */

const en_admin_delete_user_failed = /** @type {(inputs: Admin_Delete_User_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete user`)
};

const es_admin_delete_user_failed = /** @type {(inputs: Admin_Delete_User_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha podido eliminar al usuario`)
};

const de_admin_delete_user_failed = /** @type {(inputs: Admin_Delete_User_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nutzer konnte nicht gelöscht werden`)
};

const fr_admin_delete_user_failed = /** @type {(inputs: Admin_Delete_User_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de supprimer l’utilisateur`)
};

const zh_hans1_admin_delete_user_failed = /** @type {(inputs: Admin_Delete_User_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除用户失败`)
};

/**
* | output |
* | --- |
* | "Failed to delete user" |
*
* @param {Admin_Delete_User_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_delete_user_failed = /** @type {((inputs?: Admin_Delete_User_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Delete_User_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_delete_user_failed(inputs)
	if (locale === "de") return de_admin_delete_user_failed(inputs)
	if (locale === "fr") return fr_admin_delete_user_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_delete_user_failed(inputs)
	return en_admin_delete_user_failed(inputs)
});