/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Delete_TextInputs */

const en_account_delete_text = /** @type {(inputs: Account_Delete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deletes your account, your identifications and their photos, and your shared links. Photos of yours in the public catalogue are taken down at once. This cannot be undone.`)
};

const es_account_delete_text = /** @type {(inputs: Account_Delete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elimina tu cuenta, tus identificaciones y sus fotos, y tus enlaces compartidos. Tus fotos del catálogo público se retiran de inmediato. No se puede deshacer.`)
};

const de_account_delete_text = /** @type {(inputs: Account_Delete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Löscht dein Konto, deine Bestimmungen mit ihren Fotos und deine geteilten Links. Deine Fotos im öffentlichen Katalog werden sofort entfernt. Das kann nicht rückgängig gemacht werden.`)
};

const fr_account_delete_text = /** @type {(inputs: Account_Delete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprime votre compte, vos identifications et leurs photos, ainsi que vos liens partagés. Vos photos du catalogue public sont retirées aussitôt. Cette action est irréversible.`)
};

const zh_hans1_account_delete_text = /** @type {(inputs: Account_Delete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除你的账户、识别记录及其照片，以及你的分享链接。你在公开图鉴中的照片会立即下架。此操作无法撤销。`)
};

/**
* | output |
* | --- |
* | "Deletes your account, your identifications and their photos, and your shared links. Photos of yours in the public catalogue are taken down at once. This cann..." |
*
* @param {Account_Delete_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_delete_text = /** @type {((inputs?: Account_Delete_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Delete_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_delete_text(inputs)
	if (locale === "de") return de_account_delete_text(inputs)
	if (locale === "fr") return fr_account_delete_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_delete_text(inputs)
	return en_account_delete_text(inputs)
});