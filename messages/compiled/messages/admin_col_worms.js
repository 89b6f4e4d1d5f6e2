/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_WormsInputs */

const en_admin_col_worms = /** @type {(inputs: Admin_Col_WormsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WoRMS`)
};

const es_admin_col_worms = /** @type {(inputs: Admin_Col_WormsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WoRMS`)
};

const de_admin_col_worms = /** @type {(inputs: Admin_Col_WormsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WoRMS`)
};

const fr_admin_col_worms = /** @type {(inputs: Admin_Col_WormsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WoRMS`)
};

const zh_hans1_admin_col_worms = /** @type {(inputs: Admin_Col_WormsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WoRMS`)
};

/**
* | output |
* | --- |
* | "WoRMS" |
*
* @param {Admin_Col_WormsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_worms = /** @type {((inputs?: Admin_Col_WormsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_WormsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_worms(inputs)
	if (locale === "de") return de_admin_col_worms(inputs)
	if (locale === "fr") return fr_admin_col_worms(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_worms(inputs)
	return en_admin_col_worms(inputs)
});