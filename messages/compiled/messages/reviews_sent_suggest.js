/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Sent_SuggestInputs */

const en_reviews_sent_suggest = /** @type {(inputs: Reviews_Sent_SuggestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your suggestion is sent.`)
};

const es_reviews_sent_suggest = /** @type {(inputs: Reviews_Sent_SuggestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu sugerencia se ha enviado.`)
};

const de_reviews_sent_suggest = /** @type {(inputs: Reviews_Sent_SuggestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Vorschlag ist gesendet.`)
};

const fr_reviews_sent_suggest = /** @type {(inputs: Reviews_Sent_SuggestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre suggestion est envoyée.`)
};

const zh_hans1_reviews_sent_suggest = /** @type {(inputs: Reviews_Sent_SuggestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的建议已发送。`)
};

/**
* | output |
* | --- |
* | "Your suggestion is sent." |
*
* @param {Reviews_Sent_SuggestInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_sent_suggest = /** @type {((inputs?: Reviews_Sent_SuggestInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Sent_SuggestInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_sent_suggest(inputs)
	if (locale === "de") return de_reviews_sent_suggest(inputs)
	if (locale === "fr") return fr_reviews_sent_suggest(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_sent_suggest(inputs)
	return en_reviews_sent_suggest(inputs)
});