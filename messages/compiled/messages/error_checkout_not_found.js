/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Checkout_Not_FoundInputs */

const en_error_checkout_not_found = /** @type {(inputs: Error_Checkout_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout session not found`)
};

const es_error_checkout_not_found = /** @type {(inputs: Error_Checkout_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sesión de pago no encontrada`)
};

const de_error_checkout_not_found = /** @type {(inputs: Error_Checkout_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezahlsitzung nicht gefunden`)
};

const fr_error_checkout_not_found = /** @type {(inputs: Error_Checkout_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session de paiement introuvable`)
};

const zh_hans1_error_checkout_not_found = /** @type {(inputs: Error_Checkout_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未找到该结账会话`)
};

/**
* | output |
* | --- |
* | "Checkout session not found" |
*
* @param {Error_Checkout_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_checkout_not_found = /** @type {((inputs?: Error_Checkout_Not_FoundInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Checkout_Not_FoundInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_checkout_not_found(inputs)
	if (locale === "de") return de_error_checkout_not_found(inputs)
	if (locale === "fr") return fr_error_checkout_not_found(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_checkout_not_found(inputs)
	return en_error_checkout_not_found(inputs)
});