/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Subscription_FailedInputs */

const en_admin_subscription_failed = /** @type {(inputs: Admin_Subscription_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update subscription`)
};

const es_admin_subscription_failed = /** @type {(inputs: Admin_Subscription_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha podido actualizar la suscripción`)
};

const de_admin_subscription_failed = /** @type {(inputs: Admin_Subscription_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abo konnte nicht aktualisiert werden`)
};

const fr_admin_subscription_failed = /** @type {(inputs: Admin_Subscription_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de mettre à jour l’abonnement`)
};

const zh_hans1_admin_subscription_failed = /** @type {(inputs: Admin_Subscription_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更新订阅失败`)
};

/**
* | output |
* | --- |
* | "Failed to update subscription" |
*
* @param {Admin_Subscription_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_subscription_failed = /** @type {((inputs?: Admin_Subscription_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Subscription_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_subscription_failed(inputs)
	if (locale === "de") return de_admin_subscription_failed(inputs)
	if (locale === "fr") return fr_admin_subscription_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_subscription_failed(inputs)
	return en_admin_subscription_failed(inputs)
});