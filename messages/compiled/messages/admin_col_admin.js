/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_AdminInputs */

const en_admin_col_admin = /** @type {(inputs: Admin_Col_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin`)
};

const es_admin_col_admin = /** @type {(inputs: Admin_Col_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin`)
};

const de_admin_col_admin = /** @type {(inputs: Admin_Col_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin`)
};

const fr_admin_col_admin = /** @type {(inputs: Admin_Col_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin`)
};

const zh_hans1_admin_col_admin = /** @type {(inputs: Admin_Col_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`管理员`)
};

/**
* | output |
* | --- |
* | "Admin" |
*
* @param {Admin_Col_AdminInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_admin = /** @type {((inputs?: Admin_Col_AdminInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_AdminInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_admin(inputs)
	if (locale === "de") return de_admin_col_admin(inputs)
	if (locale === "fr") return fr_admin_col_admin(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_admin(inputs)
	return en_admin_col_admin(inputs)
});