/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Action_Delete_UserInputs */

const en_admin_action_delete_user = /** @type {(inputs: Admin_Action_Delete_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleted user`)
};

const es_admin_action_delete_user = /** @type {(inputs: Admin_Action_Delete_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usuario eliminado`)
};

const de_admin_action_delete_user = /** @type {(inputs: Admin_Action_Delete_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nutzer gelöscht`)
};

const fr_admin_action_delete_user = /** @type {(inputs: Admin_Action_Delete_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisateur supprimé`)
};

const zh_hans1_admin_action_delete_user = /** @type {(inputs: Admin_Action_Delete_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除了用户`)
};

/**
* | output |
* | --- |
* | "Deleted user" |
*
* @param {Admin_Action_Delete_UserInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_action_delete_user = /** @type {((inputs?: Admin_Action_Delete_UserInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Action_Delete_UserInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_action_delete_user(inputs)
	if (locale === "de") return de_admin_action_delete_user(inputs)
	if (locale === "fr") return fr_admin_action_delete_user(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_action_delete_user(inputs)
	return en_admin_action_delete_user(inputs)
});