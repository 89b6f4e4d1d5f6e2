/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Request_Cross_SiteInputs */

const en_error_request_cross_site = /** @type {(inputs: Error_Request_Cross_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cross-site request refused`)
};

const es_error_request_cross_site = /** @type {(inputs: Error_Request_Cross_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud desde otro sitio rechazada`)
};

const de_error_request_cross_site = /** @type {(inputs: Error_Request_Cross_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anfrage von einer anderen Website abgelehnt`)
};

const fr_error_request_cross_site = /** @type {(inputs: Error_Request_Cross_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requête provenant d’un autre site refusée`)
};

const zh_hans1_error_request_cross_site = /** @type {(inputs: Error_Request_Cross_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已拒绝来自其他网站的请求`)
};

/**
* | output |
* | --- |
* | "Cross-site request refused" |
*
* @param {Error_Request_Cross_SiteInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_request_cross_site = /** @type {((inputs?: Error_Request_Cross_SiteInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Request_Cross_SiteInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_request_cross_site(inputs)
	if (locale === "de") return de_error_request_cross_site(inputs)
	if (locale === "fr") return fr_error_request_cross_site(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_request_cross_site(inputs)
	return en_error_request_cross_site(inputs)
});