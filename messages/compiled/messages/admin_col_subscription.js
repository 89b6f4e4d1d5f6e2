/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_SubscriptionInputs */

const en_admin_col_subscription = /** @type {(inputs: Admin_Col_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription`)
};

const es_admin_col_subscription = /** @type {(inputs: Admin_Col_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscripción`)
};

const de_admin_col_subscription = /** @type {(inputs: Admin_Col_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abo`)
};

const fr_admin_col_subscription = /** @type {(inputs: Admin_Col_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement`)
};

const zh_hans1_admin_col_subscription = /** @type {(inputs: Admin_Col_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`订阅`)
};

/**
* | output |
* | --- |
* | "Subscription" |
*
* @param {Admin_Col_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_subscription = /** @type {((inputs?: Admin_Col_SubscriptionInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_SubscriptionInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_subscription(inputs)
	if (locale === "de") return de_admin_col_subscription(inputs)
	if (locale === "fr") return fr_admin_col_subscription(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_subscription(inputs)
	return en_admin_col_subscription(inputs)
});