/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Ai_RejectedInputs */

const en_error_ai_rejected = /** @type {(inputs: Error_Ai_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The AI service could not handle the request. Please try again later.`)
};

const es_error_ai_rejected = /** @type {(inputs: Error_Ai_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio de IA no pudo procesar la solicitud. Vuelve a intentarlo más tarde.`)
};

const de_error_ai_rejected = /** @type {(inputs: Error_Ai_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der KI-Dienst konnte die Anfrage nicht verarbeiten. Bitte versuche es später noch einmal.`)
};

const fr_error_ai_rejected = /** @type {(inputs: Error_Ai_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le service d’IA n’a pas pu traiter la requête. Réessayez plus tard.`)
};

const zh_hans1_error_ai_rejected = /** @type {(inputs: Error_Ai_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI 服务无法处理该请求，请稍后再试。`)
};

/**
* | output |
* | --- |
* | "The AI service could not handle the request. Please try again later." |
*
* @param {Error_Ai_RejectedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_ai_rejected = /** @type {((inputs?: Error_Ai_RejectedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Ai_RejectedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_ai_rejected(inputs)
	if (locale === "de") return de_error_ai_rejected(inputs)
	if (locale === "fr") return fr_error_ai_rejected(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_ai_rejected(inputs)
	return en_error_ai_rejected(inputs)
});