/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Webhook_UnsignedInputs */

const en_error_webhook_unsigned = /** @type {(inputs: Error_Webhook_UnsignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missing Stripe-Signature header`)
};

const es_error_webhook_unsigned = /** @type {(inputs: Error_Webhook_UnsignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falta la cabecera Stripe-Signature`)
};

const de_error_webhook_unsigned = /** @type {(inputs: Error_Webhook_UnsignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Header Stripe-Signature fehlt`)
};

const fr_error_webhook_unsigned = /** @type {(inputs: Error_Webhook_UnsignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En-tête Stripe-Signature manquant`)
};

const zh_hans1_error_webhook_unsigned = /** @type {(inputs: Error_Webhook_UnsignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`缺少 Stripe-Signature 请求头`)
};

/**
* | output |
* | --- |
* | "Missing Stripe-Signature header" |
*
* @param {Error_Webhook_UnsignedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_webhook_unsigned = /** @type {((inputs?: Error_Webhook_UnsignedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Webhook_UnsignedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_webhook_unsigned(inputs)
	if (locale === "de") return de_error_webhook_unsigned(inputs)
	if (locale === "fr") return fr_error_webhook_unsigned(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_webhook_unsigned(inputs)
	return en_error_webhook_unsigned(inputs)
});