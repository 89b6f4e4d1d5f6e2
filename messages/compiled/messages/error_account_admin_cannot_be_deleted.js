/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Account_Admin_Cannot_Be_DeletedInputs */

const en_error_account_admin_cannot_be_deleted = /** @type {(inputs: Error_Account_Admin_Cannot_Be_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin accounts cannot be deleted`)
};

const es_error_account_admin_cannot_be_deleted = /** @type {(inputs: Error_Account_Admin_Cannot_Be_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las cuentas de administrador no se pueden eliminar`)
};

const de_error_account_admin_cannot_be_deleted = /** @type {(inputs: Error_Account_Admin_Cannot_Be_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administratorkonten können nicht gelöscht werden`)
};

const fr_error_account_admin_cannot_be_deleted = /** @type {(inputs: Error_Account_Admin_Cannot_Be_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les comptes administrateur ne peuvent pas être supprimés`)
};

const zh_hans1_error_account_admin_cannot_be_deleted = /** @type {(inputs: Error_Account_Admin_Cannot_Be_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`管理员账户无法删除`)
};

/**
* | output |
* | --- |
* | "Admin accounts cannot be deleted" |
*
* @param {Error_Account_Admin_Cannot_Be_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_account_admin_cannot_be_deleted = /** @type {((inputs?: Error_Account_Admin_Cannot_Be_DeletedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Account_Admin_Cannot_Be_DeletedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_account_admin_cannot_be_deleted(inputs)
	if (locale === "de") return de_error_account_admin_cannot_be_deleted(inputs)
	if (locale === "fr") return fr_error_account_admin_cannot_be_deleted(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_account_admin_cannot_be_deleted(inputs)
	return en_error_account_admin_cannot_be_deleted(inputs)
});