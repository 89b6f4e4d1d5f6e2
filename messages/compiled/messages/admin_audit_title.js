/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_TitleInputs */

const en_admin_audit_title = /** @type {(inputs: Admin_Audit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit Log`)
};

const es_admin_audit_title = /** @type {(inputs: Admin_Audit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registro de auditoría`)
};

const de_admin_audit_title = /** @type {(inputs: Admin_Audit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit-Log`)
};

const fr_admin_audit_title = /** @type {(inputs: Admin_Audit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Journal d’audit`)
};

const zh_hans1_admin_audit_title = /** @type {(inputs: Admin_Audit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`审计日志`)
};

/**
* | output |
* | --- |
* | "Audit Log" |
*
* @param {Admin_Audit_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_audit_title = /** @type {((inputs?: Admin_Audit_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_audit_title(inputs)
	if (locale === "de") return de_admin_audit_title(inputs)
	if (locale === "fr") return fr_admin_audit_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_audit_title(inputs)
	return en_admin_audit_title(inputs)
});