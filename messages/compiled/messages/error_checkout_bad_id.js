/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Checkout_Bad_IdInputs */

const en_error_checkout_bad_id = /** @type {(inputs: Error_Checkout_Bad_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid checkout session id`)
};

const es_error_checkout_bad_id = /** @type {(inputs: Error_Checkout_Bad_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Id de sesión de pago no válido`)
};

const de_error_checkout_bad_id = /** @type {(inputs: Error_Checkout_Bad_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige ID der Bezahlsitzung`)
};

const fr_error_checkout_bad_id = /** @type {(inputs: Error_Checkout_Bad_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifiant de session de paiement invalide`)
};

const zh_hans1_error_checkout_bad_id = /** @type {(inputs: Error_Checkout_Bad_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`结账会话 ID 无效`)
};

/**
* | output |
* | --- |
* | "Invalid checkout session id" |
*
* @param {Error_Checkout_Bad_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_checkout_bad_id = /** @type {((inputs?: Error_Checkout_Bad_IdInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Checkout_Bad_IdInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_checkout_bad_id(inputs)
	if (locale === "de") return de_error_checkout_bad_id(inputs)
	if (locale === "fr") return fr_error_checkout_bad_id(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_checkout_bad_id(inputs)
	return en_error_checkout_bad_id(inputs)
});