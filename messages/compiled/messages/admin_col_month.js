/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_MonthInputs */

const en_admin_col_month = /** @type {(inputs: Admin_Col_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Month`)
};

const es_admin_col_month = /** @type {(inputs: Admin_Col_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes`)
};

const de_admin_col_month = /** @type {(inputs: Admin_Col_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monat`)
};

const fr_admin_col_month = /** @type {(inputs: Admin_Col_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mois`)
};

const zh_hans1_admin_col_month = /** @type {(inputs: Admin_Col_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`月份`)
};

/**
* | output |
* | --- |
* | "Month" |
*
* @param {Admin_Col_MonthInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_month = /** @type {((inputs?: Admin_Col_MonthInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_MonthInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_month(inputs)
	if (locale === "de") return de_admin_col_month(inputs)
	if (locale === "fr") return fr_admin_col_month(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_month(inputs)
	return en_admin_col_month(inputs)
});