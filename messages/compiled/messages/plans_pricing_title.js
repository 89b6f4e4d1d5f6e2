/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Pricing_TitleInputs */

const en_plans_pricing_title = /** @type {(inputs: Plans_Pricing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pricing Plans`)
};

const es_plans_pricing_title = /** @type {(inputs: Plans_Pricing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes y precios`)
};

const de_plans_pricing_title = /** @type {(inputs: Plans_Pricing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarife und Preise`)
};

const fr_plans_pricing_title = /** @type {(inputs: Plans_Pricing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formules et tarifs`)
};

const zh_hans1_plans_pricing_title = /** @type {(inputs: Plans_Pricing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`套餐与价格`)
};

/**
* | output |
* | --- |
* | "Pricing Plans" |
*
* @param {Plans_Pricing_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_pricing_title = /** @type {((inputs?: Plans_Pricing_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Pricing_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_pricing_title(inputs)
	if (locale === "de") return de_plans_pricing_title(inputs)
	if (locale === "fr") return fr_plans_pricing_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_pricing_title(inputs)
	return en_plans_pricing_title(inputs)
});