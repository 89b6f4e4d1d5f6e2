/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Reviews_Seen_OnInputs */

const en_reviews_seen_on = /** @type {(inputs: Reviews_Seen_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seen on ${i?.date}`)
};

const es_reviews_seen_on = /** @type {(inputs: Reviews_Seen_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Visto el ${i?.date}`)
};

const de_reviews_seen_on = /** @type {(inputs: Reviews_Seen_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gesehen am ${i?.date}`)
};

const fr_reviews_seen_on = /** @type {(inputs: Reviews_Seen_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vu le ${i?.date}`)
};

const zh_hans1_reviews_seen_on = /** @type {(inputs: Reviews_Seen_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`目击于 ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Seen on {date}" |
*
* @param {Reviews_Seen_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_seen_on = /** @type {((inputs: Reviews_Seen_OnInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Seen_OnInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_seen_on(inputs)
	if (locale === "de") return de_reviews_seen_on(inputs)
	if (locale === "fr") return fr_reviews_seen_on(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_seen_on(inputs)
	return en_reviews_seen_on(inputs)
});