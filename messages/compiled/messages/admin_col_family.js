/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_FamilyInputs */

const en_admin_col_family = /** @type {(inputs: Admin_Col_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Family`)
};

const es_admin_col_family = /** @type {(inputs: Admin_Col_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Familia`)
};

const de_admin_col_family = /** @type {(inputs: Admin_Col_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Familie`)
};

const fr_admin_col_family = /** @type {(inputs: Admin_Col_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Famille`)
};

const zh_hans1_admin_col_family = /** @type {(inputs: Admin_Col_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`科`)
};

/**
* | output |
* | --- |
* | "Family" |
*
* @param {Admin_Col_FamilyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_family = /** @type {((inputs?: Admin_Col_FamilyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_FamilyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_family(inputs)
	if (locale === "de") return de_admin_col_family(inputs)
	if (locale === "fr") return fr_admin_col_family(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_family(inputs)
	return en_admin_col_family(inputs)
});