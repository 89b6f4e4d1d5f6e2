/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Go_To_SubscriptionInputs */

const en_account_go_to_subscription = /** @type {(inputs: Account_Go_To_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to My Subscription`)
};

const es_account_go_to_subscription = /** @type {(inputs: Account_Go_To_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a Mi suscripción`)
};

const de_account_go_to_subscription = /** @type {(inputs: Account_Go_To_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu meinem Abo`)
};

const fr_account_go_to_subscription = /** @type {(inputs: Account_Go_To_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à Mon abonnement`)
};

const zh_hans1_account_go_to_subscription = /** @type {(inputs: Account_Go_To_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`前往我的订阅`)
};

/**
* | output |
* | --- |
* | "Go to My Subscription" |
*
* @param {Account_Go_To_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_go_to_subscription = /** @type {((inputs?: Account_Go_To_SubscriptionInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Go_To_SubscriptionInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_go_to_subscription(inputs)
	if (locale === "de") return de_account_go_to_subscription(inputs)
	if (locale === "fr") return fr_account_go_to_subscription(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_go_to_subscription(inputs)
	return en_account_go_to_subscription(inputs)
});