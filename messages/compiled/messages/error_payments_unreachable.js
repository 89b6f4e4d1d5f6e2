/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Payments_UnreachableInputs */

const en_error_payments_unreachable = /** @type {(inputs: Error_Payments_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment provider could not be reached. Please try again in a moment.`)
};

const es_error_payments_unreachable = /** @type {(inputs: Error_Payments_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo contactar con el proveedor de pagos. Vuelve a intentarlo en un momento.`)
};

const de_error_payments_unreachable = /** @type {(inputs: Error_Payments_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Zahlungsanbieter war nicht erreichbar. Bitte versuche es gleich noch einmal.`)
};

const fr_error_payments_unreachable = /** @type {(inputs: Error_Payments_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le prestataire de paiement n’a pas pu être joint. Réessayez dans un instant.`)
};

const zh_hans1_error_payments_unreachable = /** @type {(inputs: Error_Payments_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法连接支付服务商，请稍后再试。`)
};

/**
* | output |
* | --- |
* | "The payment provider could not be reached. Please try again in a moment." |
*
* @param {Error_Payments_UnreachableInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_payments_unreachable = /** @type {((inputs?: Error_Payments_UnreachableInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Payments_UnreachableInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_payments_unreachable(inputs)
	if (locale === "de") return de_error_payments_unreachable(inputs)
	if (locale === "fr") return fr_error_payments_unreachable(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_payments_unreachable(inputs)
	return en_error_payments_unreachable(inputs)
});