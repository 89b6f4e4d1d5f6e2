/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Subscription_Not_UpdatedInputs */

const en_plans_subscription_not_updated = /** @type {(inputs: Plans_Subscription_Not_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription not updated`)
};

const es_plans_subscription_not_updated = /** @type {(inputs: Plans_Subscription_Not_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscripción no actualizada`)
};

const de_plans_subscription_not_updated = /** @type {(inputs: Plans_Subscription_Not_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abo nicht aktualisiert`)
};

const fr_plans_subscription_not_updated = /** @type {(inputs: Plans_Subscription_Not_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement non mis à jour`)
};

const zh_hans1_plans_subscription_not_updated = /** @type {(inputs: Plans_Subscription_Not_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`订阅未更新`)
};

/**
* | output |
* | --- |
* | "Subscription not updated" |
*
* @param {Plans_Subscription_Not_UpdatedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_subscription_not_updated = /** @type {((inputs?: Plans_Subscription_Not_UpdatedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Subscription_Not_UpdatedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_subscription_not_updated(inputs)
	if (locale === "de") return de_plans_subscription_not_updated(inputs)
	if (locale === "fr") return fr_plans_subscription_not_updated(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_subscription_not_updated(inputs)
	return en_plans_subscription_not_updated(inputs)
});