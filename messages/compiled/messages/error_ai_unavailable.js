/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Ai_UnavailableInputs */

const en_error_ai_unavailable = /** @type {(inputs: Error_Ai_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The AI service is temporarily unavailable. Please try again in a few minutes.`)
};

const es_error_ai_unavailable = /** @type {(inputs: Error_Ai_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio de IA no está disponible por ahora. Vuelve a intentarlo dentro de unos minutos.`)
};

const de_error_ai_unavailable = /** @type {(inputs: Error_Ai_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der KI-Dienst ist vorübergehend nicht erreichbar. Bitte versuche es in ein paar Minuten noch einmal.`)
};

const fr_error_ai_unavailable = /** @type {(inputs: Error_Ai_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le service d’IA est momentanément indisponible. Réessayez dans quelques minutes.`)
};

const zh_hans1_error_ai_unavailable = /** @type {(inputs: Error_Ai_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI 服务暂时不可用，请几分钟后再试。`)
};

/**
* | output |
* | --- |
* | "The AI service is temporarily unavailable. Please try again in a few minutes." |
*
* @param {Error_Ai_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_ai_unavailable = /** @type {((inputs?: Error_Ai_UnavailableInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Ai_UnavailableInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_ai_unavailable(inputs)
	if (locale === "de") return de_error_ai_unavailable(inputs)
	if (locale === "fr") return fr_error_ai_unavailable(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_ai_unavailable(inputs)
	return en_error_ai_unavailable(inputs)
});