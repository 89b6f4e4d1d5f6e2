/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Subscription_CanceledInputs */

const en_plans_subscription_canceled = /** @type {(inputs: Plans_Subscription_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription canceled`)
};

const es_plans_subscription_canceled = /** @type {(inputs: Plans_Subscription_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscripción cancelada`)
};

const de_plans_subscription_canceled = /** @type {(inputs: Plans_Subscription_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abo gekündigt`)
};

const fr_plans_subscription_canceled = /** @type {(inputs: Plans_Subscription_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement résilié`)
};

const zh_hans1_plans_subscription_canceled = /** @type {(inputs: Plans_Subscription_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`订阅已取消`)
};

/**
* | output |
* | --- |
* | "Subscription canceled" |
*
* @param {Plans_Subscription_CanceledInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_subscription_canceled = /** @type {((inputs?: Plans_Subscription_CanceledInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Subscription_CanceledInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_subscription_canceled(inputs)
	if (locale === "de") return de_plans_subscription_canceled(inputs)
	if (locale === "fr") return fr_plans_subscription_canceled(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_subscription_canceled(inputs)
	return en_plans_subscription_canceled(inputs)
});