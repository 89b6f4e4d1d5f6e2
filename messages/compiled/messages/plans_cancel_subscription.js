/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Cancel_SubscriptionInputs */

const en_plans_cancel_subscription = /** @type {(inputs: Plans_Cancel_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel Subscription`)
};

const es_plans_cancel_subscription = /** @type {(inputs: Plans_Cancel_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar la suscripción`)
};

const de_plans_cancel_subscription = /** @type {(inputs: Plans_Cancel_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abo kündigen`)
};

const fr_plans_cancel_subscription = /** @type {(inputs: Plans_Cancel_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résilier l'abonnement`)
};

const zh_hans1_plans_cancel_subscription = /** @type {(inputs: Plans_Cancel_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消订阅`)
};

/**
* | output |
* | --- |
* | "Cancel Subscription" |
*
* @param {Plans_Cancel_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_cancel_subscription = /** @type {((inputs?: Plans_Cancel_SubscriptionInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Cancel_SubscriptionInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_cancel_subscription(inputs)
	if (locale === "de") return de_plans_cancel_subscription(inputs)
	if (locale === "fr") return fr_plans_cancel_subscription(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_cancel_subscription(inputs)
	return en_plans_cancel_subscription(inputs)
});