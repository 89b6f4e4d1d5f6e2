/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Not_SentInputs */

const en_reviews_not_sent = /** @type {(inputs: Reviews_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The review could not be sent. Please try again.`)
};

const es_reviews_not_sent = /** @type {(inputs: Reviews_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo enviar la revisión. Inténtalo de nuevo.`)
};

const de_reviews_not_sent = /** @type {(inputs: Reviews_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Prüfung konnte nicht gesendet werden. Bitte versuche es erneut.`)
};

const fr_reviews_not_sent = /** @type {(inputs: Reviews_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La revue n’a pas pu être envoyée. Veuillez réessayer.`)
};

const zh_hans1_reviews_not_sent = /** @type {(inputs: Reviews_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法发送审核。请重试。`)
};

/**
* | output |
* | --- |
* | "The review could not be sent. Please try again." |
*
* @param {Reviews_Not_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_not_sent = /** @type {((inputs?: Reviews_Not_SentInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Not_SentInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_not_sent(inputs)
	if (locale === "de") return de_reviews_not_sent(inputs)
	if (locale === "fr") return fr_reviews_not_sent(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_not_sent(inputs)
	return en_reviews_not_sent(inputs)
});