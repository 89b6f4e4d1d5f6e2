/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Payments_Not_ConfirmedInputs */

const en_error_payments_not_confirmed = /** @type {(inputs: Error_Payments_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment has not been confirmed`)
};

const es_error_payments_not_confirmed = /** @type {(inputs: Error_Payments_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El pago no se ha confirmado`)
};

const de_error_payments_not_confirmed = /** @type {(inputs: Error_Payments_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zahlung wurde nicht bestätigt`)
};

const fr_error_payments_not_confirmed = /** @type {(inputs: Error_Payments_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le paiement n’a pas été confirmé`)
};

const zh_hans1_error_payments_not_confirmed = /** @type {(inputs: Error_Payments_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`付款尚未确认`)
};

/**
* | output |
* | --- |
* | "The payment has not been confirmed" |
*
* @param {Error_Payments_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_payments_not_confirmed = /** @type {((inputs?: Error_Payments_Not_ConfirmedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Payments_Not_ConfirmedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_payments_not_confirmed(inputs)
	if (locale === "de") return de_error_payments_not_confirmed(inputs)
	if (locale === "fr") return fr_error_payments_not_confirmed(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_payments_not_confirmed(inputs)
	return en_error_payments_not_confirmed(inputs)
});