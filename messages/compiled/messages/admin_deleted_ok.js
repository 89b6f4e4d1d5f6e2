/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Deleted_OkInputs */

const en_admin_deleted_ok = /** @type {(inputs: Admin_Deleted_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identification deleted successfully`)
};

const es_admin_deleted_ok = /** @type {(inputs: Admin_Deleted_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificación eliminada`)
};

const de_admin_deleted_ok = /** @type {(inputs: Admin_Deleted_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestimmung gelöscht`)
};

const fr_admin_deleted_ok = /** @type {(inputs: Admin_Deleted_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identification supprimée`)
};

const zh_hans1_admin_deleted_ok = /** @type {(inputs: Admin_Deleted_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`识别已删除`)
};

/**
* | output |
* | --- |
* | "Identification deleted successfully" |
*
* @param {Admin_Deleted_OkInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_deleted_ok = /** @type {((inputs?: Admin_Deleted_OkInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Deleted_OkInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_deleted_ok(inputs)
	if (locale === "de") return de_admin_deleted_ok(inputs)
	if (locale === "fr") return fr_admin_deleted_ok(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_deleted_ok(inputs)
	return en_admin_deleted_ok(inputs)
});