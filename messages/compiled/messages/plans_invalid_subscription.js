/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Invalid_SubscriptionInputs */

const en_plans_invalid_subscription = /** @type {(inputs: Plans_Invalid_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid subscription information`)
};

const es_plans_invalid_subscription = /** @type {(inputs: Plans_Invalid_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datos de suscripción no válidos`)
};

const de_plans_invalid_subscription = /** @type {(inputs: Plans_Invalid_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige Abo-Angaben`)
};

const fr_plans_invalid_subscription = /** @type {(inputs: Plans_Invalid_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informations d’abonnement non valides`)
};

const zh_hans1_plans_invalid_subscription = /** @type {(inputs: Plans_Invalid_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`订阅信息无效`)
};

/**
* | output |
* | --- |
* | "Invalid subscription information" |
*
* @param {Plans_Invalid_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_invalid_subscription = /** @type {((inputs?: Plans_Invalid_SubscriptionInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Invalid_SubscriptionInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_invalid_subscription(inputs)
	if (locale === "de") return de_plans_invalid_subscription(inputs)
	if (locale === "fr") return fr_plans_invalid_subscription(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_invalid_subscription(inputs)
	return en_plans_invalid_subscription(inputs)
});