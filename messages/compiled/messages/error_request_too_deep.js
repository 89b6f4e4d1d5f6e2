/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ levels: NonNullable<unknown> }} Error_Request_Too_DeepInputs */

const en_error_request_too_deep = /** @type {(inputs: Error_Request_Too_DeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The request body nests deeper than ${i?.levels} levels`)
};

const es_error_request_too_deep = /** @type {(inputs: Error_Request_Too_DeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El cuerpo de la solicitud tiene más de ${i?.levels} niveles de anidación`)
};

const de_error_request_too_deep = /** @type {(inputs: Error_Request_Too_DeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Inhalt der Anfrage ist tiefer als ${i?.levels} Ebenen verschachtelt`)
};

const fr_error_request_too_deep = /** @type {(inputs: Error_Request_Too_DeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le corps de la requête dépasse ${i?.levels} niveaux d’imbrication`)
};

const zh_hans1_error_request_too_deep = /** @type {(inputs: Error_Request_Too_DeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`请求内容的嵌套超过 ${i?.levels} 层`)
};

/**
* | output |
* | --- |
* | "The request body nests deeper than {levels} levels" |
*
* @param {Error_Request_Too_DeepInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_request_too_deep = /** @type {((inputs: Error_Request_Too_DeepInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Request_Too_DeepInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_request_too_deep(inputs)
	if (locale === "de") return de_error_request_too_deep(inputs)
	if (locale === "fr") return fr_error_request_too_deep(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_request_too_deep(inputs)
	return en_error_request_too_deep(inputs)
});