/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_SectionsInputs */

const en_admin_sections = /** @type {(inputs: Admin_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin sections`)
};

const es_admin_sections = /** @type {(inputs: Admin_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secciones de administración`)
};

const de_admin_sections = /** @type {(inputs: Admin_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin-Bereiche`)
};

const fr_admin_sections = /** @type {(inputs: Admin_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sections d’administration`)
};

const zh_hans1_admin_sections = /** @type {(inputs: Admin_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`管理栏目`)
};

/**
* | output |
* | --- |
* | "Admin sections" |
*
* @param {Admin_SectionsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_sections = /** @type {((inputs?: Admin_SectionsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_SectionsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_sections(inputs)
	if (locale === "de") return de_admin_sections(inputs)
	if (locale === "fr") return fr_admin_sections(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_sections(inputs)
	return en_admin_sections(inputs)
});