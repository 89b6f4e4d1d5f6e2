/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Request_InvalidInputs */

const en_error_request_invalid = /** @type {(inputs: Error_Request_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid request: a field is missing or has the wrong type`)
};

const es_error_request_invalid = /** @type {(inputs: Error_Request_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud no válida: falta un campo o su tipo no es correcto`)
};

const de_error_request_invalid = /** @type {(inputs: Error_Request_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige Anfrage: Ein Feld fehlt oder hat den falschen Typ`)
};

const fr_error_request_invalid = /** @type {(inputs: Error_Request_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requête invalide : un champ manque ou n’a pas le bon type`)
};

const zh_hans1_error_request_invalid = /** @type {(inputs: Error_Request_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请求无效：缺少某个字段，或字段类型不正确`)
};

/**
* | output |
* | --- |
* | "Invalid request: a field is missing or has the wrong type" |
*
* @param {Error_Request_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_request_invalid = /** @type {((inputs?: Error_Request_InvalidInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Request_InvalidInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_request_invalid(inputs)
	if (locale === "de") return de_error_request_invalid(inputs)
	if (locale === "fr") return fr_error_request_invalid(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_request_invalid(inputs)
	return en_error_request_invalid(inputs)
});