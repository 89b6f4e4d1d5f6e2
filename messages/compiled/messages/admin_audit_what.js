/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_WhatInputs */

const en_admin_audit_what = /** @type {(inputs: Admin_Audit_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the audit log`)
};

const es_admin_audit_what = /** @type {(inputs: Admin_Audit_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el registro de auditoría`)
};

const de_admin_audit_what = /** @type {(inputs: Admin_Audit_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit-Log`)
};

const fr_admin_audit_what = /** @type {(inputs: Admin_Audit_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le journal d’audit`)
};

const zh_hans1_admin_audit_what = /** @type {(inputs: Admin_Audit_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`审计日志`)
};

/**
* | output |
* | --- |
* | "the audit log" |
*
* @param {Admin_Audit_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_audit_what = /** @type {((inputs?: Admin_Audit_WhatInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_WhatInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_audit_what(inputs)
	if (locale === "de") return de_admin_audit_what(inputs)
	if (locale === "fr") return fr_admin_audit_what(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_audit_what(inputs)
	return en_admin_audit_what(inputs)
});