/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Delete_Confirm_TextInputs */

const en_account_delete_confirm_text = /** @type {(inputs: Account_Delete_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account, all your identifications, their photos and your shared links will be permanently deleted. This cannot be undone.`)
};

const es_account_delete_confirm_text = /** @type {(inputs: Account_Delete_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta, todas tus identificaciones, sus fotos y tus enlaces compartidos se eliminarán para siempre. No se puede deshacer.`)
};

const de_account_delete_confirm_text = /** @type {(inputs: Account_Delete_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Konto, alle deine Bestimmungen, ihre Fotos und deine geteilten Links werden endgültig gelöscht. Das kann nicht rückgängig gemacht werden.`)
};

const fr_account_delete_confirm_text = /** @type {(inputs: Account_Delete_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte, toutes vos identifications, leurs photos et vos liens partagés seront définitivement supprimés. Cette action est irréversible.`)
};

const zh_hans1_account_delete_confirm_text = /** @type {(inputs: Account_Delete_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的账户、所有识别记录及其照片和分享链接都将被永久删除。此操作无法撤销。`)
};

/**
* | output |
* | --- |
* | "Your account, all your identifications, their photos and your shared links will be permanently deleted. This cannot be undone." |
*
* @param {Account_Delete_Confirm_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_delete_confirm_text = /** @type {((inputs?: Account_Delete_Confirm_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Delete_Confirm_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_delete_confirm_text(inputs)
	if (locale === "de") return de_account_delete_confirm_text(inputs)
	if (locale === "fr") return fr_account_delete_confirm_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_delete_confirm_text(inputs)
	return en_account_delete_confirm_text(inputs)
});