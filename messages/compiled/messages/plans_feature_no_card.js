/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Feature_No_CardInputs */

const en_plans_feature_no_card = /** @type {(inputs: Plans_Feature_No_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No credit card needed`)
};

const es_plans_feature_no_card = /** @type {(inputs: Plans_Feature_No_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin tarjeta de crédito`)
};

const de_plans_feature_no_card = /** @type {(inputs: Plans_Feature_No_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Kreditkarte nötig`)
};

const fr_plans_feature_no_card = /** @type {(inputs: Plans_Feature_No_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sans carte bancaire`)
};

const zh_hans1_plans_feature_no_card = /** @type {(inputs: Plans_Feature_No_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无需信用卡`)
};

/**
* | output |
* | --- |
* | "No credit card needed" |
*
* @param {Plans_Feature_No_CardInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_feature_no_card = /** @type {((inputs?: Plans_Feature_No_CardInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Feature_No_CardInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_feature_no_card(inputs)
	if (locale === "de") return de_plans_feature_no_card(inputs)
	if (locale === "fr") return fr_plans_feature_no_card(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_feature_no_card(inputs)
	return en_plans_feature_no_card(inputs)
});