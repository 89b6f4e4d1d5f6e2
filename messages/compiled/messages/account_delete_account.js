/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Delete_AccountInputs */

const en_account_delete_account = /** @type {(inputs: Account_Delete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete my account`)
};

const es_account_delete_account = /** @type {(inputs: Account_Delete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar mi cuenta`)
};

const de_account_delete_account = /** @type {(inputs: Account_Delete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mein Konto löschen`)
};

const fr_account_delete_account = /** @type {(inputs: Account_Delete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer mon compte`)
};

const zh_hans1_account_delete_account = /** @type {(inputs: Account_Delete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除我的账户`)
};

/**
* | output |
* | --- |
* | "Delete my account" |
*
* @param {Account_Delete_AccountInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_delete_account = /** @type {((inputs?: Account_Delete_AccountInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Delete_AccountInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_delete_account(inputs)
	if (locale === "de") return de_account_delete_account(inputs)
	if (locale === "fr") return fr_account_delete_account(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_delete_account(inputs)
	return en_account_delete_account(inputs)
});