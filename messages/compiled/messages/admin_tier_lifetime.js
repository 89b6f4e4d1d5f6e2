/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tier_LifetimeInputs */

const en_admin_tier_lifetime = /** @type {(inputs: Admin_Tier_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lifetime`)
};

const es_admin_tier_lifetime = /** @type {(inputs: Admin_Tier_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vitalicio`)
};

const de_admin_tier_lifetime = /** @type {(inputs: Admin_Tier_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lebenslang`)
};

const fr_admin_tier_lifetime = /** @type {(inputs: Admin_Tier_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`à vie`)
};

const zh_hans1_admin_tier_lifetime = /** @type {(inputs: Admin_Tier_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`终身`)
};

/**
* | output |
* | --- |
* | "lifetime" |
*
* @param {Admin_Tier_LifetimeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_tier_lifetime = /** @type {((inputs?: Admin_Tier_LifetimeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tier_LifetimeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_tier_lifetime(inputs)
	if (locale === "de") return de_admin_tier_lifetime(inputs)
	if (locale === "fr") return fr_admin_tier_lifetime(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_tier_lifetime(inputs)
	return en_admin_tier_lifetime(inputs)
});