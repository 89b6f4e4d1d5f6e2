/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Unresolved_TitleInputs */

const en_admin_unresolved_title = /** @type {(inputs: Admin_Unresolved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unresolved names`)
};

const es_admin_unresolved_title = /** @type {(inputs: Admin_Unresolved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombres sin resolver`)
};

const de_admin_unresolved_title = /** @type {(inputs: Admin_Unresolved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungeklärte Namen`)
};

const fr_admin_unresolved_title = /** @type {(inputs: Admin_Unresolved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noms non résolus`)
};

const zh_hans1_admin_unresolved_title = /** @type {(inputs: Admin_Unresolved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未解析的名称`)
};

/**
* | output |
* | --- |
* | "Unresolved names" |
*
* @param {Admin_Unresolved_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_unresolved_title = /** @type {((inputs?: Admin_Unresolved_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Unresolved_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_unresolved_title(inputs)
	if (locale === "de") return de_admin_unresolved_title(inputs)
	if (locale === "fr") return fr_admin_unresolved_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_unresolved_title(inputs)
	return en_admin_unresolved_title(inputs)
});