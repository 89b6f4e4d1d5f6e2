/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Reviews_Identified_OnInputs */

const en_reviews_identified_on = /** @type {(inputs: Reviews_Identified_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Identified on ${i?.date}`)
};

const es_reviews_identified_on = /** @type {(inputs: Reviews_Identified_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Identificado el ${i?.date}`)
};

const de_reviews_identified_on = /** @type {(inputs: Reviews_Identified_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestimmt am ${i?.date}`)
};

const fr_reviews_identified_on = /** @type {(inputs: Reviews_Identified_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Identifié le ${i?.date}`)
};

const zh_hans1_reviews_identified_on = /** @type {(inputs: Reviews_Identified_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`识别于 ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Identified on {date}" |
*
* @param {Reviews_Identified_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_identified_on = /** @type {((inputs: Reviews_Identified_OnInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Identified_OnInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_identified_on(inputs)
	if (locale === "de") return de_reviews_identified_on(inputs)
	if (locale === "fr") return fr_reviews_identified_on(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_identified_on(inputs)
	return en_reviews_identified_on(inputs)
});