/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Faq_TitleInputs */

const en_plans_faq_title = /** @type {(inputs: Plans_Faq_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frequently Asked Questions`)
};

const es_plans_faq_title = /** @type {(inputs: Plans_Faq_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preguntas frecuentes`)
};

const de_plans_faq_title = /** @type {(inputs: Plans_Faq_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Häufige Fragen`)
};

const fr_plans_faq_title = /** @type {(inputs: Plans_Faq_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions fréquentes`)
};

const zh_hans1_plans_faq_title = /** @type {(inputs: Plans_Faq_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`常见问题`)
};

/**
* | output |
* | --- |
* | "Frequently Asked Questions" |
*
* @param {Plans_Faq_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_faq_title = /** @type {((inputs?: Plans_Faq_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Faq_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_faq_title(inputs)
	if (locale === "de") return de_plans_faq_title(inputs)
	if (locale === "fr") return fr_plans_faq_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_faq_title(inputs)
	return en_plans_faq_title(inputs)
});