/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_At_FamilyInputs */

const en_admin_at_family = /** @type {(inputs: Admin_At_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At a family`)
};

const es_admin_at_family = /** @type {(inputs: Admin_At_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En una familia`)
};

const de_admin_at_family = /** @type {(inputs: Admin_At_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei einer Familie`)
};

const fr_admin_at_family = /** @type {(inputs: Admin_At_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À une famille`)
};

const zh_hans1_admin_at_family = /** @type {(inputs: Admin_At_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`停在科`)
};

/**
* | output |
* | --- |
* | "At a family" |
*
* @param {Admin_At_FamilyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_at_family = /** @type {((inputs?: Admin_At_FamilyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_At_FamilyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_at_family(inputs)
	if (locale === "de") return de_admin_at_family(inputs)
	if (locale === "fr") return fr_admin_at_family(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_at_family(inputs)
	return en_admin_at_family(inputs)
});