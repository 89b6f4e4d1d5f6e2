/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Subscription_TierInputs */

const en_admin_subscription_tier = /** @type {(inputs: Admin_Subscription_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription tier`)
};

const es_admin_subscription_tier = /** @type {(inputs: Admin_Subscription_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nivel de suscripción`)
};

const de_admin_subscription_tier = /** @type {(inputs: Admin_Subscription_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abo-Stufe`)
};

const fr_admin_subscription_tier = /** @type {(inputs: Admin_Subscription_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niveau d’abonnement`)
};

const zh_hans1_admin_subscription_tier = /** @type {(inputs: Admin_Subscription_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`订阅等级`)
};

/**
* | output |
* | --- |
* | "Subscription tier" |
*
* @param {Admin_Subscription_TierInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_subscription_tier = /** @type {((inputs?: Admin_Subscription_TierInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Subscription_TierInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_subscription_tier(inputs)
	if (locale === "de") return de_admin_subscription_tier(inputs)
	if (locale === "fr") return fr_admin_subscription_tier(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_subscription_tier(inputs)
	return en_admin_subscription_tier(inputs)
});