/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_DateInputs */

const en_admin_col_date = /** @type {(inputs: Admin_Col_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

const es_admin_col_date = /** @type {(inputs: Admin_Col_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha`)
};

const de_admin_col_date = /** @type {(inputs: Admin_Col_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datum`)
};

const fr_admin_col_date = /** @type {(inputs: Admin_Col_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

const zh_hans1_admin_col_date = /** @type {(inputs: Admin_Col_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日期`)
};

/**
* | output |
* | --- |
* | "Date" |
*
* @param {Admin_Col_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_date = /** @type {((inputs?: Admin_Col_DateInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_DateInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_date(inputs)
	if (locale === "de") return de_admin_col_date(inputs)
	if (locale === "fr") return fr_admin_col_date(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_date(inputs)
	return en_admin_col_date(inputs)
});