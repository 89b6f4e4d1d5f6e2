/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Ai_EmptyInputs */

const en_error_ai_empty = /** @type {(inputs: Error_Ai_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The identification model returned an empty response.`)
};

const es_error_ai_empty = /** @type {(inputs: Error_Ai_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El modelo de identificación devolvió una respuesta vacía.`)
};

const de_error_ai_empty = /** @type {(inputs: Error_Ai_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Bestimmungsmodell hat eine leere Antwort geliefert.`)
};

const fr_error_ai_empty = /** @type {(inputs: Error_Ai_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le modèle d’identification a renvoyé une réponse vide.`)
};

const zh_hans1_error_ai_empty = /** @type {(inputs: Error_Ai_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`识别模型返回了空结果。`)
};

/**
* | output |
* | --- |
* | "The identification model returned an empty response." |
*
* @param {Error_Ai_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_ai_empty = /** @type {((inputs?: Error_Ai_EmptyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Ai_EmptyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_ai_empty(inputs)
	if (locale === "de") return de_error_ai_empty(inputs)
	if (locale === "fr") return fr_error_ai_empty(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_ai_empty(inputs)
	return en_error_ai_empty(inputs)
});