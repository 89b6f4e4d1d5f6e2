/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_My_SubscriptionInputs */

const en_account_my_subscription = /** @type {(inputs: Account_My_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Subscription`)
};

const es_account_my_subscription = /** @type {(inputs: Account_My_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mi suscripción`)
};

const de_account_my_subscription = /** @type {(inputs: Account_My_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mein Abo`)
};

const fr_account_my_subscription = /** @type {(inputs: Account_My_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon abonnement`)
};

const zh_hans1_account_my_subscription = /** @type {(inputs: Account_My_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的订阅`)
};

/**
* | output |
* | --- |
* | "My Subscription" |
*
* @param {Account_My_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_my_subscription = /** @type {((inputs?: Account_My_SubscriptionInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_SubscriptionInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_my_subscription(inputs)
	if (locale === "de") return de_account_my_subscription(inputs)
	if (locale === "fr") return fr_account_my_subscription(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_my_subscription(inputs)
	return en_account_my_subscription(inputs)
});