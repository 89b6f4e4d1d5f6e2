/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Faq_TrialInputs */

const en_plans_faq_trial = /** @type {(inputs: Plans_Faq_TrialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How does the free trial work?`)
};

const es_plans_faq_trial = /** @type {(inputs: Plans_Faq_TrialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Cómo funciona la prueba gratuita?`)
};

const de_plans_faq_trial = /** @type {(inputs: Plans_Faq_TrialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie funktioniert die kostenlose Testphase?`)
};

const fr_plans_faq_trial = /** @type {(inputs: Plans_Faq_TrialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment fonctionne l'essai gratuit ?`)
};

const zh_hans1_plans_faq_trial = /** @type {(inputs: Plans_Faq_TrialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`免费试用如何运作？`)
};

/**
* | output |
* | --- |
* | "How does the free trial work?" |
*
* @param {Plans_Faq_TrialInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_faq_trial = /** @type {((inputs?: Plans_Faq_TrialInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Faq_TrialInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_faq_trial(inputs)
	if (locale === "de") return de_plans_faq_trial(inputs)
	if (locale === "fr") return fr_plans_faq_trial(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_faq_trial(inputs)
	return en_plans_faq_trial(inputs)
});