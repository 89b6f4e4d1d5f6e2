/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Ai_TruncatedInputs */

const en_error_ai_truncated = /** @type {(inputs: Error_Ai_TruncatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The model answer stopped early (unexpected end of JSON).`)
};

const es_error_ai_truncated = /** @type {(inputs: Error_Ai_TruncatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La respuesta del modelo se cortó antes de tiempo (JSON incompleto).`)
};

const de_error_ai_truncated = /** @type {(inputs: Error_Ai_TruncatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Antwort des Modells brach vorzeitig ab (JSON unvollständig).`)
};

const fr_error_ai_truncated = /** @type {(inputs: Error_Ai_TruncatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La réponse du modèle s’est arrêtée trop tôt (JSON incomplet).`)
};

const zh_hans1_error_ai_truncated = /** @type {(inputs: Error_Ai_TruncatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`模型的回答提前中断（JSON 不完整）。`)
};

/**
* | output |
* | --- |
* | "The model answer stopped early (unexpected end of JSON)." |
*
* @param {Error_Ai_TruncatedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_ai_truncated = /** @type {((inputs?: Error_Ai_TruncatedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Ai_TruncatedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_ai_truncated(inputs)
	if (locale === "de") return de_error_ai_truncated(inputs)
	if (locale === "fr") return fr_error_ai_truncated(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_ai_truncated(inputs)
	return en_error_ai_truncated(inputs)
});