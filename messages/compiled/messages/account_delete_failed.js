/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Delete_FailedInputs */

const en_account_delete_failed = /** @type {(inputs: Account_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account could not be deleted. Please try again.`)
};

const es_account_delete_failed = /** @type {(inputs: Account_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar tu cuenta. Inténtalo de nuevo.`)
};

const de_account_delete_failed = /** @type {(inputs: Account_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Konto konnte nicht gelöscht werden. Bitte versuche es erneut.`)
};

const fr_account_delete_failed = /** @type {(inputs: Account_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte n’a pas pu être supprimé. Veuillez réessayer.`)
};

const zh_hans1_account_delete_failed = /** @type {(inputs: Account_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法删除你的账户。请重试。`)
};

/**
* | output |
* | --- |
* | "Your account could not be deleted. Please try again." |
*
* @param {Account_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_delete_failed = /** @type {((inputs?: Account_Delete_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Delete_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_delete_failed(inputs)
	if (locale === "de") return de_account_delete_failed(inputs)
	if (locale === "fr") return fr_account_delete_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_delete_failed(inputs)
	return en_account_delete_failed(inputs)
});