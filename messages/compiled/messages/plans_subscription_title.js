/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Subscription_TitleInputs */

const en_plans_subscription_title = /** @type {(inputs: Plans_Subscription_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription`)
};

const es_plans_subscription_title = /** @type {(inputs: Plans_Subscription_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscripción`)
};

const de_plans_subscription_title = /** @type {(inputs: Plans_Subscription_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abo`)
};

const fr_plans_subscription_title = /** @type {(inputs: Plans_Subscription_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement`)
};

const zh_hans1_plans_subscription_title = /** @type {(inputs: Plans_Subscription_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`订阅`)
};

/**
* | output |
* | --- |
* | "Subscription" |
*
* @param {Plans_Subscription_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_subscription_title = /** @type {((inputs?: Plans_Subscription_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Subscription_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_subscription_title(inputs)
	if (locale === "de") return de_plans_subscription_title(inputs)
	if (locale === "fr") return fr_plans_subscription_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_subscription_title(inputs)
	return en_plans_subscription_title(inputs)
});