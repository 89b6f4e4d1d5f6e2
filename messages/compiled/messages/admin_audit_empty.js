/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_EmptyInputs */

const en_admin_audit_empty = /** @type {(inputs: Admin_Audit_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No admin actions yet`)
};

const es_admin_audit_empty = /** @type {(inputs: Admin_Audit_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay acciones de administración`)
};

const de_admin_audit_empty = /** @type {(inputs: Admin_Audit_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Admin-Aktionen`)
};

const fr_admin_audit_empty = /** @type {(inputs: Admin_Audit_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune action d’administration pour l’instant`)
};

const zh_hans1_admin_audit_empty = /** @type {(inputs: Admin_Audit_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`暂无管理操作`)
};

/**
* | output |
* | --- |
* | "No admin actions yet" |
*
* @param {Admin_Audit_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_audit_empty = /** @type {((inputs?: Admin_Audit_EmptyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_EmptyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_audit_empty(inputs)
	if (locale === "de") return de_admin_audit_empty(inputs)
	if (locale === "fr") return fr_admin_audit_empty(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_audit_empty(inputs)
	return en_admin_audit_empty(inputs)
});