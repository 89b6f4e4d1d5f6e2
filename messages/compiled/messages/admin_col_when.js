/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_WhenInputs */

const en_admin_col_when = /** @type {(inputs: Admin_Col_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When`)
};

const es_admin_col_when = /** @type {(inputs: Admin_Col_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuándo`)
};

const de_admin_col_when = /** @type {(inputs: Admin_Col_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wann`)
};

const fr_admin_col_when = /** @type {(inputs: Admin_Col_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand`)
};

const zh_hans1_admin_col_when = /** @type {(inputs: Admin_Col_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`时间`)
};

/**
* | output |
* | --- |
* | "When" |
*
* @param {Admin_Col_WhenInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_when = /** @type {((inputs?: Admin_Col_WhenInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_WhenInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_when(inputs)
	if (locale === "de") return de_admin_col_when(inputs)
	if (locale === "fr") return fr_admin_col_when(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_when(inputs)
	return en_admin_col_when(inputs)
});