/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_FailedInputs */

const en_admin_col_failed = /** @type {(inputs: Admin_Col_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed`)
};

const es_admin_col_failed = /** @type {(inputs: Admin_Col_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fallidas`)
};

const de_admin_col_failed = /** @type {(inputs: Admin_Col_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehlgeschlagen`)
};

const fr_admin_col_failed = /** @type {(inputs: Admin_Col_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échecs`)
};

const zh_hans1_admin_col_failed = /** @type {(inputs: Admin_Col_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`失败`)
};

/**
* | output |
* | --- |
* | "Failed" |
*
* @param {Admin_Col_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_failed = /** @type {((inputs?: Admin_Col_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_failed(inputs)
	if (locale === "de") return de_admin_col_failed(inputs)
	if (locale === "fr") return fr_admin_col_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_failed(inputs)
	return en_admin_col_failed(inputs)
});