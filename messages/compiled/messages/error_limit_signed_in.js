/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Limit_Signed_InInputs */

const en_error_limit_signed_in = /** @type {(inputs: Error_Limit_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please upgrade your subscription for more identifications.`)
};

const es_error_limit_signed_in = /** @type {(inputs: Error_Limit_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejora tu suscripción para tener más identificaciones.`)
};

const de_error_limit_signed_in = /** @type {(inputs: Error_Limit_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte wechsle zu einem höheren Abo für weitere Bestimmungen.`)
};

const fr_error_limit_signed_in = /** @type {(inputs: Error_Limit_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passez à un abonnement supérieur pour plus d’identifications.`)
};

const zh_hans1_error_limit_signed_in = /** @type {(inputs: Error_Limit_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请升级订阅以获得更多识别次数。`)
};

/**
* | output |
* | --- |
* | "Please upgrade your subscription for more identifications." |
*
* @param {Error_Limit_Signed_InInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_limit_signed_in = /** @type {((inputs?: Error_Limit_Signed_InInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Limit_Signed_InInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_limit_signed_in(inputs)
	if (locale === "de") return de_error_limit_signed_in(inputs)
	if (locale === "fr") return fr_error_limit_signed_in(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_limit_signed_in(inputs)
	return en_error_limit_signed_in(inputs)
});