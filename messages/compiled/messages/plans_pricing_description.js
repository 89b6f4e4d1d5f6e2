/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Pricing_DescriptionInputs */

const en_plans_pricing_description = /** @type {(inputs: Plans_Pricing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plans for unlimited marine species identifications: free, a 7-day trial, monthly, annual and lifetime.`)
};

const es_plans_pricing_description = /** @type {(inputs: Plans_Pricing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes para identificar especies marinas sin límite: gratis, prueba de 7 días, mensual, anual y vitalicio.`)
};

const de_plans_pricing_description = /** @type {(inputs: Plans_Pricing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarife für unbegrenzte Bestimmungen von Meeresarten: kostenlos, 7 Tage Testphase, monatlich, jährlich und lebenslang.`)
};

const fr_plans_pricing_description = /** @type {(inputs: Plans_Pricing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formules pour identifier les espèces marines sans limite : gratuite, essai de 7 jours, mensuelle, annuelle et à vie.`)
};

const zh_hans1_plans_pricing_description = /** @type {(inputs: Plans_Pricing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无限次识别海洋物种的套餐：免费版、7 天试用、月付、年付和终身。`)
};

/**
* | output |
* | --- |
* | "Plans for unlimited marine species identifications: free, a 7-day trial, monthly, annual and lifetime." |
*
* @param {Plans_Pricing_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_pricing_description = /** @type {((inputs?: Plans_Pricing_DescriptionInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Pricing_DescriptionInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_pricing_description(inputs)
	if (locale === "de") return de_plans_pricing_description(inputs)
	if (locale === "fr") return fr_plans_pricing_description(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_pricing_description(inputs)
	return en_plans_pricing_description(inputs)
});