/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Subscription_ActivatedInputs */

const en_plans_subscription_activated = /** @type {(inputs: Plans_Subscription_ActivatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription activated!`)
};

const es_plans_subscription_activated = /** @type {(inputs: Plans_Subscription_ActivatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Suscripción activada!`)
};

const de_plans_subscription_activated = /** @type {(inputs: Plans_Subscription_ActivatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abo aktiviert!`)
};

const fr_plans_subscription_activated = /** @type {(inputs: Plans_Subscription_ActivatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement activé !`)
};

const zh_hans1_plans_subscription_activated = /** @type {(inputs: Plans_Subscription_ActivatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`订阅已激活！`)
};

/**
* | output |
* | --- |
* | "Subscription activated!" |
*
* @param {Plans_Subscription_ActivatedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_subscription_activated = /** @type {((inputs?: Plans_Subscription_ActivatedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Subscription_ActivatedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_subscription_activated(inputs)
	if (locale === "de") return de_plans_subscription_activated(inputs)
	if (locale === "fr") return fr_plans_subscription_activated(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_subscription_activated(inputs)
	return en_plans_subscription_activated(inputs)
});