/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_ClassInputs */

const en_admin_col_class = /** @type {(inputs: Admin_Col_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Class`)
};

const es_admin_col_class = /** @type {(inputs: Admin_Col_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clase`)
};

const de_admin_col_class = /** @type {(inputs: Admin_Col_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klasse`)
};

const fr_admin_col_class = /** @type {(inputs: Admin_Col_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classe`)
};

const zh_hans1_admin_col_class = /** @type {(inputs: Admin_Col_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`纲`)
};

/**
* | output |
* | --- |
* | "Class" |
*
* @param {Admin_Col_ClassInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_class = /** @type {((inputs?: Admin_Col_ClassInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_ClassInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_class(inputs)
	if (locale === "de") return de_admin_col_class(inputs)
	if (locale === "fr") return fr_admin_col_class(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_class(inputs)
	return en_admin_col_class(inputs)
});