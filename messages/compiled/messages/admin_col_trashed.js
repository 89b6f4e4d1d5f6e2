/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_TrashedInputs */

const en_admin_col_trashed = /** @type {(inputs: Admin_Col_TrashedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trashed`)
};

const es_admin_col_trashed = /** @type {(inputs: Admin_Col_TrashedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En la papelera`)
};

const de_admin_col_trashed = /** @type {(inputs: Admin_Col_TrashedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Im Papierkorb`)
};

const fr_admin_col_trashed = /** @type {(inputs: Admin_Col_TrashedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dans la corbeille`)
};

const zh_hans1_admin_col_trashed = /** @type {(inputs: Admin_Col_TrashedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已移入回收站`)
};

/**
* | output |
* | --- |
* | "Trashed" |
*
* @param {Admin_Col_TrashedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_trashed = /** @type {((inputs?: Admin_Col_TrashedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_TrashedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_trashed(inputs)
	if (locale === "de") return de_admin_col_trashed(inputs)
	if (locale === "fr") return fr_admin_col_trashed(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_trashed(inputs)
	return en_admin_col_trashed(inputs)
});