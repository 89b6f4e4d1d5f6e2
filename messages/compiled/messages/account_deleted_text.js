/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Deleted_TextInputs */

const en_account_deleted_text = /** @type {(inputs: Account_Deleted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account, identifications and photos have been deleted.`)
};

const es_account_deleted_text = /** @type {(inputs: Account_Deleted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se han eliminado tu cuenta, tus identificaciones y tus fotos.`)
};

const de_account_deleted_text = /** @type {(inputs: Account_Deleted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Konto, deine Bestimmungen und deine Fotos wurden gelöscht.`)
};

const fr_account_deleted_text = /** @type {(inputs: Account_Deleted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte, vos identifications et vos photos ont été supprimés.`)
};

const zh_hans1_account_deleted_text = /** @type {(inputs: Account_Deleted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的账户、识别记录和照片已被删除。`)
};

/**
* | output |
* | --- |
* | "Your account, identifications and photos have been deleted." |
*
* @param {Account_Deleted_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_deleted_text = /** @type {((inputs?: Account_Deleted_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Deleted_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_deleted_text(inputs)
	if (locale === "de") return de_account_deleted_text(inputs)
	if (locale === "fr") return fr_account_deleted_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_deleted_text(inputs)
	return en_account_deleted_text(inputs)
});