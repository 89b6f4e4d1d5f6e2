/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_GenusInputs */

const en_admin_col_genus = /** @type {(inputs: Admin_Col_GenusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Genus`)
};

const es_admin_col_genus = /** @type {(inputs: Admin_Col_GenusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Género`)
};

const de_admin_col_genus = /** @type {(inputs: Admin_Col_GenusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gattung`)
};

const fr_admin_col_genus = /** @type {(inputs: Admin_Col_GenusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Genre`)
};

const zh_hans1_admin_col_genus = /** @type {(inputs: Admin_Col_GenusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`属`)
};

/**
* | output |
* | --- |
* | "Genus" |
*
* @param {Admin_Col_GenusInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_genus = /** @type {((inputs?: Admin_Col_GenusInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_GenusInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_genus(inputs)
	if (locale === "de") return de_admin_col_genus(inputs)
	if (locale === "fr") return fr_admin_col_genus(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_genus(inputs)
	return en_admin_col_genus(inputs)
});