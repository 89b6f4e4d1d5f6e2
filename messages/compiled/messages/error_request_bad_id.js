/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Request_Bad_IdInputs */

const en_error_request_bad_id = /** @type {(inputs: Error_Request_Bad_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An id in the path is a whole number from 1, written in digits alone`)
};

const es_error_request_bad_id = /** @type {(inputs: Error_Request_Bad_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un identificador en la ruta es un número entero desde 1, escrito solo con cifras`)
};

const de_error_request_bad_id = /** @type {(inputs: Error_Request_Bad_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine ID im Pfad ist eine ganze Zahl ab 1, nur aus Ziffern`)
};

const fr_error_request_bad_id = /** @type {(inputs: Error_Request_Bad_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un identifiant dans le chemin est un nombre entier à partir de 1, écrit uniquement en chiffres`)
};

const zh_hans1_error_request_bad_id = /** @type {(inputs: Error_Request_Bad_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`路径中的 ID 必须是从 1 开始的整数，且只能由数字组成`)
};

/**
* | output |
* | --- |
* | "An id in the path is a whole number from 1, written in digits alone" |
*
* @param {Error_Request_Bad_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_request_bad_id = /** @type {((inputs?: Error_Request_Bad_IdInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Request_Bad_IdInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_request_bad_id(inputs)
	if (locale === "de") return de_error_request_bad_id(inputs)
	if (locale === "fr") return fr_error_request_bad_id(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_request_bad_id(inputs)
	return en_error_request_bad_id(inputs)
});