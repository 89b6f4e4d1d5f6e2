/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_PageInputs */

const en_admin_col_page = /** @type {(inputs: Admin_Col_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page`)
};

const es_admin_col_page = /** @type {(inputs: Admin_Col_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página`)
};

const de_admin_col_page = /** @type {(inputs: Admin_Col_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seite`)
};

const fr_admin_col_page = /** @type {(inputs: Admin_Col_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page`)
};

const zh_hans1_admin_col_page = /** @type {(inputs: Admin_Col_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`页面`)
};

/**
* | output |
* | --- |
* | "Page" |
*
* @param {Admin_Col_PageInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_page = /** @type {((inputs?: Admin_Col_PageInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_PageInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_page(inputs)
	if (locale === "de") return de_admin_col_page(inputs)
	if (locale === "fr") return fr_admin_col_page(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_page(inputs)
	return en_admin_col_page(inputs)
});