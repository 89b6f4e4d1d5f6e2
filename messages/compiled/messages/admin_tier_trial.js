/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tier_TrialInputs */

const en_admin_tier_trial = /** @type {(inputs: Admin_Tier_TrialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`trial`)
};

const es_admin_tier_trial = /** @type {(inputs: Admin_Tier_TrialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`prueba`)
};

const de_admin_tier_trial = /** @type {(inputs: Admin_Tier_TrialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testphase`)
};

const fr_admin_tier_trial = /** @type {(inputs: Admin_Tier_TrialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`essai`)
};

const zh_hans1_admin_tier_trial = /** @type {(inputs: Admin_Tier_TrialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`试用`)
};

/**
* | output |
* | --- |
* | "trial" |
*
* @param {Admin_Tier_TrialInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_tier_trial = /** @type {((inputs?: Admin_Tier_TrialInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tier_TrialInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_tier_trial(inputs)
	if (locale === "de") return de_admin_tier_trial(inputs)
	if (locale === "fr") return fr_admin_tier_trial(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_tier_trial(inputs)
	return en_admin_tier_trial(inputs)
});