/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ username: NonNullable<unknown>, id: NonNullable<unknown> }} Admin_Delete_User_TextInputs */

const en_admin_delete_user_text = /** @type {(inputs: Admin_Delete_User_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This action cannot be undone. This will permanently delete the user "${i?.username}" (ID: ${i?.id}) and all of their identifications.`)
};

const es_admin_delete_user_text = /** @type {(inputs: Admin_Delete_User_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esta acción no se puede deshacer. Se eliminará para siempre al usuario «${i?.username}» (ID: ${i?.id}) y todas sus identificaciones.`)
};

const de_admin_delete_user_text = /** @type {(inputs: Admin_Delete_User_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das lässt sich nicht rückgängig machen. Der Nutzer „${i?.username}“ (ID: ${i?.id}) und alle seine Bestimmungen werden endgültig gelöscht.`)
};

const fr_admin_delete_user_text = /** @type {(inputs: Admin_Delete_User_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cette action est irréversible. L’utilisateur « ${i?.username} » (ID : ${i?.id}) et toutes ses identifications seront définitivement supprimés.`)
};

const zh_hans1_admin_delete_user_text = /** @type {(inputs: Admin_Delete_User_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`此操作无法撤销。用户“${i?.username}”（ID：${i?.id}）及其全部识别记录将被永久删除。`)
};

/**
* | output |
* | --- |
* | "This action cannot be undone. This will permanently delete the user \"{username}\" (ID: {id}) and all of their identifications." |
*
* @param {Admin_Delete_User_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_delete_user_text = /** @type {((inputs: Admin_Delete_User_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Delete_User_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_delete_user_text(inputs)
	if (locale === "de") return de_admin_delete_user_text(inputs)
	if (locale === "fr") return fr_admin_delete_user_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_delete_user_text(inputs)
	return en_admin_delete_user_text(inputs)
});