/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Processing_TextInputs */

const en_error_processing_text = /** @type {(inputs: Error_Processing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We encountered an issue processing the image response. Please try again or upload a different image.`)
};

const es_error_processing_text = /** @type {(inputs: Error_Processing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hubo un problema al procesar la respuesta sobre la imagen. Vuelve a intentarlo o sube otra imagen.`)
};

const de_error_processing_text = /** @type {(inputs: Error_Processing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beim Verarbeiten der Antwort zum Bild ist ein Problem aufgetreten. Bitte versuche es noch einmal oder lade ein anderes Bild hoch.`)
};

const fr_error_processing_text = /** @type {(inputs: Error_Processing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un problème est survenu lors du traitement de la réponse sur l’image. Réessayez ou envoyez une autre image.`)
};

const zh_hans1_error_processing_text = /** @type {(inputs: Error_Processing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`处理图片结果时出现问题，请重试或上传其他图片。`)
};

/**
* | output |
* | --- |
* | "We encountered an issue processing the image response. Please try again or upload a different image." |
*
* @param {Error_Processing_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_processing_text = /** @type {((inputs?: Error_Processing_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Processing_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_processing_text(inputs)
	if (locale === "de") return de_error_processing_text(inputs)
	if (locale === "fr") return fr_error_processing_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_processing_text(inputs)
	return en_error_processing_text(inputs)
});