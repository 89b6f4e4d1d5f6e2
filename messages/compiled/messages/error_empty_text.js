/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Empty_TextInputs */

const en_error_empty_text = /** @type {(inputs: Error_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We received an empty response from the server. Please try again in a moment.`)
};

const es_error_empty_text = /** @type {(inputs: Error_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servidor envió una respuesta vacía. Vuelve a intentarlo en un momento.`)
};

const de_error_empty_text = /** @type {(inputs: Error_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Server hat eine leere Antwort geschickt. Bitte versuche es gleich noch einmal.`)
};

const fr_error_empty_text = /** @type {(inputs: Error_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le serveur a renvoyé une réponse vide. Réessayez dans un instant.`)
};

const zh_hans1_error_empty_text = /** @type {(inputs: Error_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`服务器返回了空响应，请稍后再试。`)
};

/**
* | output |
* | --- |
* | "We received an empty response from the server. Please try again in a moment." |
*
* @param {Error_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_empty_text = /** @type {((inputs?: Error_Empty_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Empty_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_empty_text(inputs)
	if (locale === "de") return de_error_empty_text(inputs)
	if (locale === "fr") return fr_error_empty_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_empty_text(inputs)
	return en_error_empty_text(inputs)
});