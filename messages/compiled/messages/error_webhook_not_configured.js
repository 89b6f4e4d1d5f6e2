/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Webhook_Not_ConfiguredInputs */

const en_error_webhook_not_configured = /** @type {(inputs: Error_Webhook_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe webhooks are not configured: set STRIPE_WEBHOOK_SECRET.`)
};

const es_error_webhook_not_configured = /** @type {(inputs: Error_Webhook_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los webhooks de Stripe no están configurados: define STRIPE_WEBHOOK_SECRET.`)
};

const de_error_webhook_not_configured = /** @type {(inputs: Error_Webhook_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe-Webhooks sind nicht eingerichtet: Setze STRIPE_WEBHOOK_SECRET.`)
};

const fr_error_webhook_not_configured = /** @type {(inputs: Error_Webhook_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les webhooks Stripe ne sont pas configurés : définissez STRIPE_WEBHOOK_SECRET.`)
};

const zh_hans1_error_webhook_not_configured = /** @type {(inputs: Error_Webhook_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚未配置 Stripe webhook：请设置 STRIPE_WEBHOOK_SECRET。`)
};

/**
* | output |
* | --- |
* | "Stripe webhooks are not configured: set STRIPE_WEBHOOK_SECRET." |
*
* @param {Error_Webhook_Not_ConfiguredInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_webhook_not_configured = /** @type {((inputs?: Error_Webhook_Not_ConfiguredInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Webhook_Not_ConfiguredInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_webhook_not_configured(inputs)
	if (locale === "de") return de_error_webhook_not_configured(inputs)
	if (locale === "fr") return fr_error_webhook_not_configured(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_webhook_not_configured(inputs)
	return en_error_webhook_not_configured(inputs)
});