/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Payments_UnavailableInputs */

const en_error_payments_unavailable = /** @type {(inputs: Error_Payments_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments are not available yet. Please try again later.`)
};

const es_error_payments_unavailable = /** @type {(inputs: Error_Payments_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los pagos aún no están disponibles. Vuelve a intentarlo más tarde.`)
};

const de_error_payments_unavailable = /** @type {(inputs: Error_Payments_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlungen sind noch nicht verfügbar. Bitte versuche es später noch einmal.`)
};

const fr_error_payments_unavailable = /** @type {(inputs: Error_Payments_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les paiements ne sont pas encore disponibles. Réessayez plus tard.`)
};

const zh_hans1_error_payments_unavailable = /** @type {(inputs: Error_Payments_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`暂时无法付款，请稍后再试。`)
};

/**
* | output |
* | --- |
* | "Payments are not available yet. Please try again later." |
*
* @param {Error_Payments_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_payments_unavailable = /** @type {((inputs?: Error_Payments_UnavailableInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Payments_UnavailableInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_payments_unavailable(inputs)
	if (locale === "de") return de_error_payments_unavailable(inputs)
	if (locale === "fr") return fr_error_payments_unavailable(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_payments_unavailable(inputs)
	return en_error_payments_unavailable(inputs)
});