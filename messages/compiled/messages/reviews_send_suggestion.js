/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Send_SuggestionInputs */

const en_reviews_send_suggestion = /** @type {(inputs: Reviews_Send_SuggestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send suggestion`)
};

const es_reviews_send_suggestion = /** @type {(inputs: Reviews_Send_SuggestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar sugerencia`)
};

const de_reviews_send_suggestion = /** @type {(inputs: Reviews_Send_SuggestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorschlag senden`)
};

const fr_reviews_send_suggestion = /** @type {(inputs: Reviews_Send_SuggestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer la suggestion`)
};

const zh_hans1_reviews_send_suggestion = /** @type {(inputs: Reviews_Send_SuggestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`发送建议`)
};

/**
* | output |
* | --- |
* | "Send suggestion" |
*
* @param {Reviews_Send_SuggestionInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_send_suggestion = /** @type {((inputs?: Reviews_Send_SuggestionInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Send_SuggestionInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_send_suggestion(inputs)
	if (locale === "de") return de_reviews_send_suggestion(inputs)
	if (locale === "fr") return fr_reviews_send_suggestion(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_send_suggestion(inputs)
	return en_reviews_send_suggestion(inputs)
});