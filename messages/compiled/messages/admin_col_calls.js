/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_CallsInputs */

const en_admin_col_calls = /** @type {(inputs: Admin_Col_CallsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calls`)
};

const es_admin_col_calls = /** @type {(inputs: Admin_Col_CallsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llamadas`)
};

const de_admin_col_calls = /** @type {(inputs: Admin_Col_CallsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aufrufe`)
};

const fr_admin_col_calls = /** @type {(inputs: Admin_Col_CallsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appels`)
};

const zh_hans1_admin_col_calls = /** @type {(inputs: Admin_Col_CallsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`调用次数`)
};

/**
* | output |
* | --- |
* | "Calls" |
*
* @param {Admin_Col_CallsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_calls = /** @type {((inputs?: Admin_Col_CallsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_CallsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_calls(inputs)
	if (locale === "de") return de_admin_col_calls(inputs)
	if (locale === "fr") return fr_admin_col_calls(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_calls(inputs)
	return en_admin_col_calls(inputs)
});