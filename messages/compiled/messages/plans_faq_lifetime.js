/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Faq_LifetimeInputs */

const en_plans_faq_lifetime = /** @type {(inputs: Plans_Faq_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What is the lifetime plan?`)
};

const es_plans_faq_lifetime = /** @type {(inputs: Plans_Faq_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué es el plan vitalicio?`)
};

const de_plans_faq_lifetime = /** @type {(inputs: Plans_Faq_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was ist der lebenslange Tarif?`)
};

const fr_plans_faq_lifetime = /** @type {(inputs: Plans_Faq_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qu'est-ce que la formule à vie ?`)
};

const zh_hans1_plans_faq_lifetime = /** @type {(inputs: Plans_Faq_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`什么是终身套餐？`)
};

/**
* | output |
* | --- |
* | "What is the lifetime plan?" |
*
* @param {Plans_Faq_LifetimeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_faq_lifetime = /** @type {((inputs?: Plans_Faq_LifetimeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Faq_LifetimeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_faq_lifetime(inputs)
	if (locale === "de") return de_plans_faq_lifetime(inputs)
	if (locale === "fr") return fr_plans_faq_lifetime(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_faq_lifetime(inputs)
	return en_plans_faq_lifetime(inputs)
});