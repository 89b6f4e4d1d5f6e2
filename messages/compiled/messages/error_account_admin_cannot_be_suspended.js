/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Account_Admin_Cannot_Be_SuspendedInputs */

const en_error_account_admin_cannot_be_suspended = /** @type {(inputs: Error_Account_Admin_Cannot_Be_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin accounts cannot be suspended`)
};

const es_error_account_admin_cannot_be_suspended = /** @type {(inputs: Error_Account_Admin_Cannot_Be_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las cuentas de administrador no se pueden suspender`)
};

const de_error_account_admin_cannot_be_suspended = /** @type {(inputs: Error_Account_Admin_Cannot_Be_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administratorkonten können nicht gesperrt werden`)
};

const fr_error_account_admin_cannot_be_suspended = /** @type {(inputs: Error_Account_Admin_Cannot_Be_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les comptes administrateur ne peuvent pas être suspendus`)
};

const zh_hans1_error_account_admin_cannot_be_suspended = /** @type {(inputs: Error_Account_Admin_Cannot_Be_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`管理员账户无法停用`)
};

/**
* | output |
* | --- |
* | "Admin accounts cannot be suspended" |
*
* @param {Error_Account_Admin_Cannot_Be_SuspendedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_account_admin_cannot_be_suspended = /** @type {((inputs?: Error_Account_Admin_Cannot_Be_SuspendedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Account_Admin_Cannot_Be_SuspendedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_account_admin_cannot_be_suspended(inputs)
	if (locale === "de") return de_error_account_admin_cannot_be_suspended(inputs)
	if (locale === "fr") return fr_error_account_admin_cannot_be_suspended(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_account_admin_cannot_be_suspended(inputs)
	return en_error_account_admin_cannot_be_suspended(inputs)
});