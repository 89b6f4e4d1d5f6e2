/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Feature_Pay_OnceInputs */

const en_plans_feature_pay_once = /** @type {(inputs: Plans_Feature_Pay_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay once, never expires`)
};

const es_plans_feature_pay_once = /** @type {(inputs: Plans_Feature_Pay_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagas una vez, nunca caduca`)
};

const de_plans_feature_pay_once = /** @type {(inputs: Plans_Feature_Pay_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einmal zahlen, läuft nie ab`)
};

const fr_plans_feature_pay_once = /** @type {(inputs: Plans_Feature_Pay_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un seul paiement, sans expiration`)
};

const zh_hans1_plans_feature_pay_once = /** @type {(inputs: Plans_Feature_Pay_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一次付费，永不过期`)
};

/**
* | output |
* | --- |
* | "Pay once, never expires" |
*
* @param {Plans_Feature_Pay_OnceInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_feature_pay_once = /** @type {((inputs?: Plans_Feature_Pay_OnceInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Feature_Pay_OnceInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_feature_pay_once(inputs)
	if (locale === "de") return de_plans_feature_pay_once(inputs)
	if (locale === "fr") return fr_plans_feature_pay_once(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_feature_pay_once(inputs)
	return en_plans_feature_pay_once(inputs)
});