/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Back_To_SubscriptionInputs */

const en_plans_back_to_subscription = /** @type {(inputs: Plans_Back_To_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to My Subscription`)
};

const es_plans_back_to_subscription = /** @type {(inputs: Plans_Back_To_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a Mi suscripción`)
};

const de_plans_back_to_subscription = /** @type {(inputs: Plans_Back_To_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zu Mein Abo`)
};

const fr_plans_back_to_subscription = /** @type {(inputs: Plans_Back_To_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à Mon abonnement`)
};

const zh_hans1_plans_back_to_subscription = /** @type {(inputs: Plans_Back_To_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`返回我的订阅`)
};

/**
* | output |
* | --- |
* | "Back to My Subscription" |
*
* @param {Plans_Back_To_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_back_to_subscription = /** @type {((inputs?: Plans_Back_To_SubscriptionInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Back_To_SubscriptionInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_back_to_subscription(inputs)
	if (locale === "de") return de_plans_back_to_subscription(inputs)
	if (locale === "fr") return fr_plans_back_to_subscription(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_back_to_subscription(inputs)
	return en_plans_back_to_subscription(inputs)
});