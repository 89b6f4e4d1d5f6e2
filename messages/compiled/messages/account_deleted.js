/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_DeletedInputs */

const en_account_deleted = /** @type {(inputs: Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account deleted`)
};

const es_account_deleted = /** @type {(inputs: Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta eliminada`)
};

const de_account_deleted = /** @type {(inputs: Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto gelöscht`)
};

const fr_account_deleted = /** @type {(inputs: Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte supprimé`)
};

const zh_hans1_account_deleted = /** @type {(inputs: Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`账户已删除`)
};

/**
* | output |
* | --- |
* | "Account deleted" |
*
* @param {Account_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_deleted = /** @type {((inputs?: Account_DeletedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_DeletedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_deleted(inputs)
	if (locale === "de") return de_account_deleted(inputs)
	if (locale === "fr") return fr_account_deleted(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_deleted(inputs)
	return en_account_deleted(inputs)
});