/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Faq_FreeInputs */

const en_plans_faq_free = /** @type {(inputs: Plans_Faq_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What do I get on the free plan?`)
};

const es_plans_faq_free = /** @type {(inputs: Plans_Faq_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué incluye el plan gratuito?`)
};

const de_plans_faq_free = /** @type {(inputs: Plans_Faq_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was bekomme ich im kostenlosen Tarif?`)
};

const fr_plans_faq_free = /** @type {(inputs: Plans_Faq_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Que comprend la formule gratuite ?`)
};

const zh_hans1_plans_faq_free = /** @type {(inputs: Plans_Faq_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`免费版包含什么？`)
};

/**
* | output |
* | --- |
* | "What do I get on the free plan?" |
*
* @param {Plans_Faq_FreeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_faq_free = /** @type {((inputs?: Plans_Faq_FreeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Faq_FreeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_faq_free(inputs)
	if (locale === "de") return de_plans_faq_free(inputs)
	if (locale === "fr") return fr_plans_faq_free(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_faq_free(inputs)
	return en_plans_faq_free(inputs)
});