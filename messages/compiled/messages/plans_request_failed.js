/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Request_FailedInputs */

const en_plans_request_failed = /** @type {(inputs: Plans_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to process subscription request`)
};

const es_plans_request_failed = /** @type {(inputs: Plans_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo procesar la solicitud de suscripción`)
};

const de_plans_request_failed = /** @type {(inputs: Plans_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Abo-Anfrage konnte nicht verarbeitet werden`)
};

const fr_plans_request_failed = /** @type {(inputs: Plans_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de traiter la demande d’abonnement`)
};

const zh_hans1_plans_request_failed = /** @type {(inputs: Plans_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法处理订阅请求`)
};

/**
* | output |
* | --- |
* | "Failed to process subscription request" |
*
* @param {Plans_Request_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_request_failed = /** @type {((inputs?: Plans_Request_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Request_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_request_failed(inputs)
	if (locale === "de") return de_plans_request_failed(inputs)
	if (locale === "fr") return fr_plans_request_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_request_failed(inputs)
	return en_plans_request_failed(inputs)
});