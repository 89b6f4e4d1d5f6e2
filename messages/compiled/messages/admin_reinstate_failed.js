/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Reinstate_FailedInputs */

const en_admin_reinstate_failed = /** @type {(inputs: Admin_Reinstate_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to reinstate user`)
};

const es_admin_reinstate_failed = /** @type {(inputs: Admin_Reinstate_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha podido reactivar al usuario`)
};

const de_admin_reinstate_failed = /** @type {(inputs: Admin_Reinstate_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nutzer konnte nicht freigegeben werden`)
};

const fr_admin_reinstate_failed = /** @type {(inputs: Admin_Reinstate_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de rétablir l’utilisateur`)
};

const zh_hans1_admin_reinstate_failed = /** @type {(inputs: Admin_Reinstate_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`恢复用户失败`)
};

/**
* | output |
* | --- |
* | "Failed to reinstate user" |
*
* @param {Admin_Reinstate_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_reinstate_failed = /** @type {((inputs?: Admin_Reinstate_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Reinstate_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_reinstate_failed(inputs)
	if (locale === "de") return de_admin_reinstate_failed(inputs)
	if (locale === "fr") return fr_admin_reinstate_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_reinstate_failed(inputs)
	return en_admin_reinstate_failed(inputs)
});