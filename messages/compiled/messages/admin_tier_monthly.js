/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tier_MonthlyInputs */

const en_admin_tier_monthly = /** @type {(inputs: Admin_Tier_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`monthly`)
};

const es_admin_tier_monthly = /** @type {(inputs: Admin_Tier_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mensual`)
};

const de_admin_tier_monthly = /** @type {(inputs: Admin_Tier_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`monatlich`)
};

const fr_admin_tier_monthly = /** @type {(inputs: Admin_Tier_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mensuel`)
};

const zh_hans1_admin_tier_monthly = /** @type {(inputs: Admin_Tier_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`月付`)
};

/**
* | output |
* | --- |
* | "monthly" |
*
* @param {Admin_Tier_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_tier_monthly = /** @type {((inputs?: Admin_Tier_MonthlyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tier_MonthlyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_tier_monthly(inputs)
	if (locale === "de") return de_admin_tier_monthly(inputs)
	if (locale === "fr") return fr_admin_tier_monthly(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_tier_monthly(inputs)
	return en_admin_tier_monthly(inputs)
});