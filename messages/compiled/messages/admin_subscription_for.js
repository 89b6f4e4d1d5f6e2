/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ username: NonNullable<unknown> }} Admin_Subscription_ForInputs */

const en_admin_subscription_for = /** @type {(inputs: Admin_Subscription_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subscription for ${i?.username}`)
};

const es_admin_subscription_for = /** @type {(inputs: Admin_Subscription_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suscripción de ${i?.username}`)
};

const de_admin_subscription_for = /** @type {(inputs: Admin_Subscription_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abo von ${i?.username}`)
};

const fr_admin_subscription_for = /** @type {(inputs: Admin_Subscription_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abonnement de ${i?.username}`)
};

const zh_hans1_admin_subscription_for = /** @type {(inputs: Admin_Subscription_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.username} 的订阅`)
};

/**
* | output |
* | --- |
* | "Subscription for {username}" |
*
* @param {Admin_Subscription_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_subscription_for = /** @type {((inputs: Admin_Subscription_ForInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Subscription_ForInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_subscription_for(inputs)
	if (locale === "de") return de_admin_subscription_for(inputs)
	if (locale === "fr") return fr_admin_subscription_for(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_subscription_for(inputs)
	return en_admin_subscription_for(inputs)
});