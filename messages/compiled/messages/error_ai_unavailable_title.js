/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Ai_Unavailable_TitleInputs */

const en_error_ai_unavailable_title = /** @type {(inputs: Error_Ai_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI Service Unavailable`)
};

const es_error_ai_unavailable_title = /** @type {(inputs: Error_Ai_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servicio de IA no disponible`)
};

const de_error_ai_unavailable_title = /** @type {(inputs: Error_Ai_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`KI-Dienst nicht verfügbar`)
};

const fr_error_ai_unavailable_title = /** @type {(inputs: Error_Ai_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service d’IA indisponible`)
};

const zh_hans1_error_ai_unavailable_title = /** @type {(inputs: Error_Ai_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI 服务不可用`)
};

/**
* | output |
* | --- |
* | "AI Service Unavailable" |
*
* @param {Error_Ai_Unavailable_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_ai_unavailable_title = /** @type {((inputs?: Error_Ai_Unavailable_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Ai_Unavailable_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_ai_unavailable_title(inputs)
	if (locale === "de") return de_error_ai_unavailable_title(inputs)
	if (locale === "fr") return fr_error_ai_unavailable_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_ai_unavailable_title(inputs)
	return en_error_ai_unavailable_title(inputs)
});