/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Request_Too_LargeInputs */

const en_error_request_too_large = /** @type {(inputs: Error_Request_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request body is too large.`)
};

const es_error_request_too_large = /** @type {(inputs: Error_Request_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El cuerpo de la solicitud es demasiado grande.`)
};

const de_error_request_too_large = /** @type {(inputs: Error_Request_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Inhalt der Anfrage ist zu groß.`)
};

const fr_error_request_too_large = /** @type {(inputs: Error_Request_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le corps de la requête est trop volumineux.`)
};

const zh_hans1_error_request_too_large = /** @type {(inputs: Error_Request_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请求内容过大。`)
};

/**
* | output |
* | --- |
* | "The request body is too large." |
*
* @param {Error_Request_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_request_too_large = /** @type {((inputs?: Error_Request_Too_LargeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Request_Too_LargeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_request_too_large(inputs)
	if (locale === "de") return de_error_request_too_large(inputs)
	if (locale === "fr") return fr_error_request_too_large(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_request_too_large(inputs)
	return en_error_request_too_large(inputs)
});