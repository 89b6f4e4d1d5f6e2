/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_DayInputs */

const en_admin_col_day = /** @type {(inputs: Admin_Col_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Day`)
};

const es_admin_col_day = /** @type {(inputs: Admin_Col_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Día`)
};

const de_admin_col_day = /** @type {(inputs: Admin_Col_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tag`)
};

const fr_admin_col_day = /** @type {(inputs: Admin_Col_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jour`)
};

const zh_hans1_admin_col_day = /** @type {(inputs: Admin_Col_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日期`)
};

/**
* | output |
* | --- |
* | "Day" |
*
* @param {Admin_Col_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_day = /** @type {((inputs?: Admin_Col_DayInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_DayInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_day(inputs)
	if (locale === "de") return de_admin_col_day(inputs)
	if (locale === "fr") return fr_admin_col_day(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_day(inputs)
	return en_admin_col_day(inputs)
});