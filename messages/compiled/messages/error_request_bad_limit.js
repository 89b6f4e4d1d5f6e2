/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Error_Request_Bad_LimitInputs */

const en_error_request_bad_limit = /** @type {(inputs: Error_Request_Bad_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`limit must be a whole number from ${i?.min} to ${i?.max}`)
};

const es_error_request_bad_limit = /** @type {(inputs: Error_Request_Bad_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`limit debe ser un número entero de ${i?.min} a ${i?.max}`)
};

const de_error_request_bad_limit = /** @type {(inputs: Error_Request_Bad_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`limit muss eine ganze Zahl von ${i?.min} bis ${i?.max} sein`)
};

const fr_error_request_bad_limit = /** @type {(inputs: Error_Request_Bad_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`limit doit être un nombre entier de ${i?.min} à ${i?.max}`)
};

const zh_hans1_error_request_bad_limit = /** @type {(inputs: Error_Request_Bad_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`limit 必须是 ${i?.min} 到 ${i?.max} 之间的整数`)
};

/**
* | output |
* | --- |
* | "limit must be a whole number from {min} to {max}" |
*
* @param {Error_Request_Bad_LimitInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_request_bad_limit = /** @type {((inputs: Error_Request_Bad_LimitInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Request_Bad_LimitInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_request_bad_limit(inputs)
	if (locale === "de") return de_error_request_bad_limit(inputs)
	if (locale === "fr") return fr_error_request_bad_limit(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_request_bad_limit(inputs)
	return en_error_request_bad_limit(inputs)
});