/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_CuriousInputs */

const en_faq_curious = /** @type {(inputs: Faq_CuriousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Still curious?`)
};

const es_faq_curious = /** @type {(inputs: Faq_CuriousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Quieres saber más?`)
};

const de_faq_curious = /** @type {(inputs: Faq_CuriousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch neugierig?`)
};

const fr_faq_curious = /** @type {(inputs: Faq_CuriousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encore curieux ?`)
};

const zh_hans1_faq_curious = /** @type {(inputs: Faq_CuriousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`还想了解更多？`)
};

/**
* | output |
* | --- |
* | "Still curious?" |
*
* @param {Faq_CuriousInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const faq_curious = /** @type {((inputs?: Faq_CuriousInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_CuriousInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_faq_curious(inputs)
	if (locale === "de") return de_faq_curious(inputs)
	if (locale === "fr") return fr_faq_curious(inputs)
	if (locale === "zh-Hans") return zh_hans1_faq_curious(inputs)
	return en_faq_curious(inputs)
});