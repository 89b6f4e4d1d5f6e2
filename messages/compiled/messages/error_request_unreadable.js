/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Request_UnreadableInputs */

const en_error_request_unreadable = /** @type {(inputs: Error_Request_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request body could not be read`)
};

const es_error_request_unreadable = /** @type {(inputs: Error_Request_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo leer el cuerpo de la solicitud`)
};

const de_error_request_unreadable = /** @type {(inputs: Error_Request_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Inhalt der Anfrage konnte nicht gelesen werden`)
};

const fr_error_request_unreadable = /** @type {(inputs: Error_Request_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le corps de la requête n’a pas pu être lu`)
};

const zh_hans1_error_request_unreadable = /** @type {(inputs: Error_Request_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法读取请求内容`)
};

/**
* | output |
* | --- |
* | "The request body could not be read" |
*
* @param {Error_Request_UnreadableInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_request_unreadable = /** @type {((inputs?: Error_Request_UnreadableInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Request_UnreadableInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_request_unreadable(inputs)
	if (locale === "de") return de_error_request_unreadable(inputs)
	if (locale === "fr") return fr_error_request_unreadable(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_request_unreadable(inputs)
	return en_error_request_unreadable(inputs)
});