/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_PremiumInputs */

const en_plans_premium = /** @type {(inputs: Plans_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium`)
};

const es_plans_premium = /** @type {(inputs: Plans_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium`)
};

const de_plans_premium = /** @type {(inputs: Plans_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium`)
};

const fr_plans_premium = /** @type {(inputs: Plans_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium`)
};

const zh_hans1_plans_premium = /** @type {(inputs: Plans_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`高级版`)
};

/**
* | output |
* | --- |
* | "Premium" |
*
* @param {Plans_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_premium = /** @type {((inputs?: Plans_PremiumInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_PremiumInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_premium(inputs)
	if (locale === "de") return de_plans_premium(inputs)
	if (locale === "fr") return fr_plans_premium(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_premium(inputs)
	return en_plans_premium(inputs)
});