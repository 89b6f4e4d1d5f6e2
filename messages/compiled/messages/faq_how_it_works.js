/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_How_It_WorksInputs */

const en_faq_how_it_works = /** @type {(inputs: Faq_How_It_WorksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See how it works.`)
};

const es_faq_how_it_works = /** @type {(inputs: Faq_How_It_WorksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mira cómo funciona.`)
};

const de_faq_how_it_works = /** @type {(inputs: Faq_How_It_WorksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`So funktioniert’s.`)
};

const fr_faq_how_it_works = /** @type {(inputs: Faq_How_It_WorksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Découvrez comment ça marche.`)
};

const zh_hans1_faq_how_it_works = /** @type {(inputs: Faq_How_It_WorksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`看看它是如何工作的。`)
};

/**
* | output |
* | --- |
* | "See how it works." |
*
* @param {Faq_How_It_WorksInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const faq_how_it_works = /** @type {((inputs?: Faq_How_It_WorksInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_How_It_WorksInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_faq_how_it_works(inputs)
	if (locale === "de") return de_faq_how_it_works(inputs)
	if (locale === "fr") return fr_faq_how_it_works(inputs)
	if (locale === "zh-Hans") return zh_hans1_faq_how_it_works(inputs)
	return en_faq_how_it_works(inputs)
});