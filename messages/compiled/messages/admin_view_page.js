/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_View_PageInputs */

const en_admin_view_page = /** @type {(inputs: Admin_View_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View page`)
};

const es_admin_view_page = /** @type {(inputs: Admin_View_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver página`)
};

const de_admin_view_page = /** @type {(inputs: Admin_View_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seite ansehen`)
};

const fr_admin_view_page = /** @type {(inputs: Admin_View_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir la page`)
};

const zh_hans1_admin_view_page = /** @type {(inputs: Admin_View_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看页面`)
};

/**
* | output |
* | --- |
* | "View page" |
*
* @param {Admin_View_PageInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_view_page = /** @type {((inputs?: Admin_View_PageInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_View_PageInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_view_page(inputs)
	if (locale === "de") return de_admin_view_page(inputs)
	if (locale === "fr") return fr_admin_view_page(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_view_page(inputs)
	return en_admin_view_page(inputs)
});