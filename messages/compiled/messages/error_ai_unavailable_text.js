/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Ai_Unavailable_TextInputs */

const en_error_ai_unavailable_text = /** @type {(inputs: Error_Ai_Unavailable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our identification service is temporarily unavailable. Please try again in a few minutes.`)
};

const es_error_ai_unavailable_text = /** @type {(inputs: Error_Ai_Unavailable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuestro servicio de identificación no está disponible por el momento. Vuelve a intentarlo en unos minutos.`)
};

const de_error_ai_unavailable_text = /** @type {(inputs: Error_Ai_Unavailable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unser Bestimmungsdienst ist gerade nicht verfügbar. Bitte versuche es in ein paar Minuten noch einmal.`)
};

const fr_error_ai_unavailable_text = /** @type {(inputs: Error_Ai_Unavailable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre service d’identification est momentanément indisponible. Réessayez dans quelques minutes.`)
};

const zh_hans1_error_ai_unavailable_text = /** @type {(inputs: Error_Ai_Unavailable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我们的识别服务暂时不可用，请几分钟后再试。`)
};

/**
* | output |
* | --- |
* | "Our identification service is temporarily unavailable. Please try again in a few minutes." |
*
* @param {Error_Ai_Unavailable_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_ai_unavailable_text = /** @type {((inputs?: Error_Ai_Unavailable_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Ai_Unavailable_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_ai_unavailable_text(inputs)
	if (locale === "de") return de_error_ai_unavailable_text(inputs)
	if (locale === "fr") return fr_error_ai_unavailable_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_ai_unavailable_text(inputs)
	return en_error_ai_unavailable_text(inputs)
});