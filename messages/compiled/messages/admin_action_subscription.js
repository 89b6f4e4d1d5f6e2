/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Action_SubscriptionInputs */

const en_admin_action_subscription = /** @type {(inputs: Admin_Action_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed subscription`)
};

const es_admin_action_subscription = /** @type {(inputs: Admin_Action_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscripción cambiada`)
};

const de_admin_action_subscription = /** @type {(inputs: Admin_Action_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abo geändert`)
};

const fr_admin_action_subscription = /** @type {(inputs: Admin_Action_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement modifié`)
};

const zh_hans1_admin_action_subscription = /** @type {(inputs: Admin_Action_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更改了订阅`)
};

/**
* | output |
* | --- |
* | "Changed subscription" |
*
* @param {Admin_Action_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_action_subscription = /** @type {((inputs?: Admin_Action_SubscriptionInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Action_SubscriptionInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_action_subscription(inputs)
	if (locale === "de") return de_admin_action_subscription(inputs)
	if (locale === "fr") return fr_admin_action_subscription(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_action_subscription(inputs)
	return en_admin_action_subscription(inputs)
});