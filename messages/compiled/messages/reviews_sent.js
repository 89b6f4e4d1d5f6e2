/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_SentInputs */

const en_reviews_sent = /** @type {(inputs: Reviews_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review sent`)
};

const es_reviews_sent = /** @type {(inputs: Reviews_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisión enviada`)
};

const de_reviews_sent = /** @type {(inputs: Reviews_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prüfung gesendet`)
};

const fr_reviews_sent = /** @type {(inputs: Reviews_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revue envoyée`)
};

const zh_hans1_reviews_sent = /** @type {(inputs: Reviews_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`审核已发送`)
};

/**
* | output |
* | --- |
* | "Review sent" |
*
* @param {Reviews_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_sent = /** @type {((inputs?: Reviews_SentInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_SentInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_sent(inputs)
	if (locale === "de") return de_reviews_sent(inputs)
	if (locale === "fr") return fr_reviews_sent(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_sent(inputs)
	return en_reviews_sent(inputs)
});