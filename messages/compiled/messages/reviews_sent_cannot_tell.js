/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Sent_Cannot_TellInputs */

const en_reviews_sent_cannot_tell = /** @type {(inputs: Reviews_Sent_Cannot_TellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marked as one the photos cannot settle.`)
};

const es_reviews_sent_cannot_tell = /** @type {(inputs: Reviews_Sent_Cannot_TellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcada como una que las fotos no pueden resolver.`)
};

const de_reviews_sent_cannot_tell = /** @type {(inputs: Reviews_Sent_Cannot_TellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als Sichtung markiert, die die Fotos nicht klären können.`)
};

const fr_reviews_sent_cannot_tell = /** @type {(inputs: Reviews_Sent_Cannot_TellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marquée comme une observation que les photos ne permettent pas de trancher.`)
};

const zh_hans1_reviews_sent_cannot_tell = /** @type {(inputs: Reviews_Sent_Cannot_TellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已标记为无法凭照片确定。`)
};

/**
* | output |
* | --- |
* | "Marked as one the photos cannot settle." |
*
* @param {Reviews_Sent_Cannot_TellInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_sent_cannot_tell = /** @type {((inputs?: Reviews_Sent_Cannot_TellInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Sent_Cannot_TellInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_sent_cannot_tell(inputs)
	if (locale === "de") return de_reviews_sent_cannot_tell(inputs)
	if (locale === "fr") return fr_reviews_sent_cannot_tell(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_sent_cannot_tell(inputs)
	return en_reviews_sent_cannot_tell(inputs)
});