/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tier_FreeInputs */

const en_admin_tier_free = /** @type {(inputs: Admin_Tier_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`free`)
};

const es_admin_tier_free = /** @type {(inputs: Admin_Tier_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gratuito`)
};

const de_admin_tier_free = /** @type {(inputs: Admin_Tier_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`kostenlos`)
};

const fr_admin_tier_free = /** @type {(inputs: Admin_Tier_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gratuit`)
};

const zh_hans1_admin_tier_free = /** @type {(inputs: Admin_Tier_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`免费`)
};

/**
* | output |
* | --- |
* | "free" |
*
* @param {Admin_Tier_FreeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_tier_free = /** @type {((inputs?: Admin_Tier_FreeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tier_FreeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_tier_free(inputs)
	if (locale === "de") return de_admin_tier_free(inputs)
	if (locale === "fr") return fr_admin_tier_free(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_tier_free(inputs)
	return en_admin_tier_free(inputs)
});