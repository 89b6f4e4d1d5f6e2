/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Webhook_Bad_SignatureInputs */

const en_error_webhook_bad_signature = /** @type {(inputs: Error_Webhook_Bad_SignatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid Stripe signature`)
};

const es_error_webhook_bad_signature = /** @type {(inputs: Error_Webhook_Bad_SignatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Firma de Stripe no válida`)
};

const de_error_webhook_bad_signature = /** @type {(inputs: Error_Webhook_Bad_SignatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige Stripe-Signatur`)
};

const fr_error_webhook_bad_signature = /** @type {(inputs: Error_Webhook_Bad_SignatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signature Stripe invalide`)
};

const zh_hans1_error_webhook_bad_signature = /** @type {(inputs: Error_Webhook_Bad_SignatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe 签名无效`)
};

/**
* | output |
* | --- |
* | "Invalid Stripe signature" |
*
* @param {Error_Webhook_Bad_SignatureInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_webhook_bad_signature = /** @type {((inputs?: Error_Webhook_Bad_SignatureInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Webhook_Bad_SignatureInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_webhook_bad_signature(inputs)
	if (locale === "de") return de_error_webhook_bad_signature(inputs)
	if (locale === "fr") return fr_error_webhook_bad_signature(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_webhook_bad_signature(inputs)
	return en_error_webhook_bad_signature(inputs)
});