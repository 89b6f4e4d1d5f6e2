/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_RecordInputs */

const en_admin_col_record = /** @type {(inputs: Admin_Col_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Record`)
};

const es_admin_col_record = /** @type {(inputs: Admin_Col_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registro`)
};

const de_admin_col_record = /** @type {(inputs: Admin_Col_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datensatz`)
};

const fr_admin_col_record = /** @type {(inputs: Admin_Col_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Élément`)
};

const zh_hans1_admin_col_record = /** @type {(inputs: Admin_Col_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`对象`)
};

/**
* | output |
* | --- |
* | "Record" |
*
* @param {Admin_Col_RecordInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_record = /** @type {((inputs?: Admin_Col_RecordInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_RecordInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_record(inputs)
	if (locale === "de") return de_admin_col_record(inputs)
	if (locale === "fr") return fr_admin_col_record(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_record(inputs)
	return en_admin_col_record(inputs)
});