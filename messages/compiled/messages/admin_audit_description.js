/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_DescriptionInputs */

const en_admin_audit_description = /** @type {(inputs: Admin_Audit_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recent admin actions`)
};

const es_admin_audit_description = /** @type {(inputs: Admin_Audit_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acciones recientes de los administradores`)
};

const de_admin_audit_description = /** @type {(inputs: Admin_Audit_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letzte Admin-Aktionen`)
};

const fr_admin_audit_description = /** @type {(inputs: Admin_Audit_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions récentes des administrateurs`)
};

const zh_hans1_admin_audit_description = /** @type {(inputs: Admin_Audit_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最近的管理操作`)
};

/**
* | output |
* | --- |
* | "Recent admin actions" |
*
* @param {Admin_Audit_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_audit_description = /** @type {((inputs?: Admin_Audit_DescriptionInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_DescriptionInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_audit_description(inputs)
	if (locale === "de") return de_admin_audit_description(inputs)
	if (locale === "fr") return fr_admin_audit_description(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_audit_description(inputs)
	return en_admin_audit_description(inputs)
});