/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Request_Bad_CursorInputs */

const en_error_request_bad_cursor = /** @type {(inputs: Error_Request_Bad_CursorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cursor is not valid for this list: leave it out to start again from the first page`)
};

const es_error_request_bad_cursor = /** @type {(inputs: Error_Request_Bad_CursorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cursor no es válido para esta lista: omítelo para volver a la primera página`)
};

const de_error_request_bad_cursor = /** @type {(inputs: Error_Request_Bad_CursorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cursor passt nicht zu dieser Liste: Lass ihn weg, um wieder auf der ersten Seite zu beginnen`)
};

const fr_error_request_bad_cursor = /** @type {(inputs: Error_Request_Bad_CursorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cursor n’est pas valable pour cette liste : omettez-le pour repartir de la première page`)
};

const zh_hans1_error_request_bad_cursor = /** @type {(inputs: Error_Request_Bad_CursorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cursor 对此列表无效：省略它即可从第一页重新开始`)
};

/**
* | output |
* | --- |
* | "cursor is not valid for this list: leave it out to start again from the first page" |
*
* @param {Error_Request_Bad_CursorInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_request_bad_cursor = /** @type {((inputs?: Error_Request_Bad_CursorInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Request_Bad_CursorInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_request_bad_cursor(inputs)
	if (locale === "de") return de_error_request_bad_cursor(inputs)
	if (locale === "fr") return fr_error_request_bad_cursor(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_request_bad_cursor(inputs)
	return en_error_request_bad_cursor(inputs)
});