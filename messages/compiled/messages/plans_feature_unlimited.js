/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Feature_UnlimitedInputs */

const en_plans_feature_unlimited = /** @type {(inputs: Plans_Feature_UnlimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlimited identifications`)
};

const es_plans_feature_unlimited = /** @type {(inputs: Plans_Feature_UnlimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificaciones ilimitadas`)
};

const de_plans_feature_unlimited = /** @type {(inputs: Plans_Feature_UnlimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unbegrenzte Bestimmungen`)
};

const fr_plans_feature_unlimited = /** @type {(inputs: Plans_Feature_UnlimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifications illimitées`)
};

const zh_hans1_plans_feature_unlimited = /** @type {(inputs: Plans_Feature_UnlimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无限次识别`)
};

/**
* | output |
* | --- |
* | "Unlimited identifications" |
*
* @param {Plans_Feature_UnlimitedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_feature_unlimited = /** @type {((inputs?: Plans_Feature_UnlimitedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Feature_UnlimitedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_feature_unlimited(inputs)
	if (locale === "de") return de_plans_feature_unlimited(inputs)
	if (locale === "fr") return fr_plans_feature_unlimited(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_feature_unlimited(inputs)
	return en_plans_feature_unlimited(inputs)
});