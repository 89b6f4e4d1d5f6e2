/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tier_YearlyInputs */

const en_admin_tier_yearly = /** @type {(inputs: Admin_Tier_YearlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`yearly`)
};

const es_admin_tier_yearly = /** @type {(inputs: Admin_Tier_YearlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`anual`)
};

const de_admin_tier_yearly = /** @type {(inputs: Admin_Tier_YearlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`jährlich`)
};

const fr_admin_tier_yearly = /** @type {(inputs: Admin_Tier_YearlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`annuel`)
};

const zh_hans1_admin_tier_yearly = /** @type {(inputs: Admin_Tier_YearlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`年付`)
};

/**
* | output |
* | --- |
* | "yearly" |
*
* @param {Admin_Tier_YearlyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_tier_yearly = /** @type {((inputs?: Admin_Tier_YearlyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tier_YearlyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_tier_yearly(inputs)
	if (locale === "de") return de_admin_tier_yearly(inputs)
	if (locale === "fr") return fr_admin_tier_yearly(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_tier_yearly(inputs)
	return en_admin_tier_yearly(inputs)
});