/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Ai_MalformedInputs */

const en_error_ai_malformed = /** @type {(inputs: Error_Ai_MalformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to parse the model answer as JSON.`)
};

const es_error_ai_malformed = /** @type {(inputs: Error_Ai_MalformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo leer la respuesta del modelo como JSON.`)
};

const de_error_ai_malformed = /** @type {(inputs: Error_Ai_MalformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Antwort des Modells konnte nicht als JSON gelesen werden.`)
};

const fr_error_ai_malformed = /** @type {(inputs: Error_Ai_MalformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La réponse du modèle n’a pas pu être lue comme du JSON.`)
};

const zh_hans1_error_ai_malformed = /** @type {(inputs: Error_Ai_MalformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法将模型的回答解析为 JSON。`)
};

/**
* | output |
* | --- |
* | "Failed to parse the model answer as JSON." |
*
* @param {Error_Ai_MalformedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_ai_malformed = /** @type {((inputs?: Error_Ai_MalformedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Ai_MalformedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_ai_malformed(inputs)
	if (locale === "de") return de_error_ai_malformed(inputs)
	if (locale === "fr") return fr_error_ai_malformed(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_ai_malformed(inputs)
	return en_error_ai_malformed(inputs)
});