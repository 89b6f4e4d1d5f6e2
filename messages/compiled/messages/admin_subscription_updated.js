/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Subscription_UpdatedInputs */

const en_admin_subscription_updated = /** @type {(inputs: Admin_Subscription_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription updated`)
};

const es_admin_subscription_updated = /** @type {(inputs: Admin_Subscription_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscripción actualizada`)
};

const de_admin_subscription_updated = /** @type {(inputs: Admin_Subscription_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abo aktualisiert`)
};

const fr_admin_subscription_updated = /** @type {(inputs: Admin_Subscription_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement mis à jour`)
};

const zh_hans1_admin_subscription_updated = /** @type {(inputs: Admin_Subscription_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`订阅已更新`)
};

/**
* | output |
* | --- |
* | "Subscription updated" |
*
* @param {Admin_Subscription_UpdatedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_subscription_updated = /** @type {((inputs?: Admin_Subscription_UpdatedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Subscription_UpdatedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_subscription_updated(inputs)
	if (locale === "de") return de_admin_subscription_updated(inputs)
	if (locale === "fr") return fr_admin_subscription_updated(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_subscription_updated(inputs)
	return en_admin_subscription_updated(inputs)
});