/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Suspend_FailedInputs */

const en_admin_suspend_failed = /** @type {(inputs: Admin_Suspend_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to suspend user`)
};

const es_admin_suspend_failed = /** @type {(inputs: Admin_Suspend_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha podido suspender al usuario`)
};

const de_admin_suspend_failed = /** @type {(inputs: Admin_Suspend_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nutzer konnte nicht gesperrt werden`)
};

const fr_admin_suspend_failed = /** @type {(inputs: Admin_Suspend_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de suspendre l’utilisateur`)
};

const zh_hans1_admin_suspend_failed = /** @type {(inputs: Admin_Suspend_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`停用用户失败`)
};

/**
* | output |
* | --- |
* | "Failed to suspend user" |
*
* @param {Admin_Suspend_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_suspend_failed = /** @type {((inputs?: Admin_Suspend_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Suspend_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_suspend_failed(inputs)
	if (locale === "de") return de_admin_suspend_failed(inputs)
	if (locale === "fr") return fr_admin_suspend_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_suspend_failed(inputs)
	return en_admin_suspend_failed(inputs)
});