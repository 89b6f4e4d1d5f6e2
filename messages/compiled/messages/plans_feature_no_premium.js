/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Feature_No_PremiumInputs */

const en_plans_feature_no_premium = /** @type {(inputs: Plans_Feature_No_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No premium tools`)
};

const es_plans_feature_no_premium = /** @type {(inputs: Plans_Feature_No_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin herramientas premium`)
};

const de_plans_feature_no_premium = /** @type {(inputs: Plans_Feature_No_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Premium-Werkzeuge`)
};

const fr_plans_feature_no_premium = /** @type {(inputs: Plans_Feature_No_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas d’outils premium`)
};

const zh_hans1_plans_feature_no_premium = /** @type {(inputs: Plans_Feature_No_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不含高级工具`)
};

/**
* | output |
* | --- |
* | "No premium tools" |
*
* @param {Plans_Feature_No_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_feature_no_premium = /** @type {((inputs?: Plans_Feature_No_PremiumInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Feature_No_PremiumInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_feature_no_premium(inputs)
	if (locale === "de") return de_plans_feature_no_premium(inputs)
	if (locale === "fr") return fr_plans_feature_no_premium(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_feature_no_premium(inputs)
	return en_plans_feature_no_premium(inputs)
});