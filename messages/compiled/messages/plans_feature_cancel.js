/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Feature_CancelInputs */

const en_plans_feature_cancel = /** @type {(inputs: Plans_Feature_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel any time`)
};

const es_plans_feature_cancel = /** @type {(inputs: Plans_Feature_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancela cuando quieras`)
};

const de_plans_feature_cancel = /** @type {(inputs: Plans_Feature_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jederzeit kündbar`)
};

const fr_plans_feature_cancel = /** @type {(inputs: Plans_Feature_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résiliable à tout moment`)
};

const zh_hans1_plans_feature_cancel = /** @type {(inputs: Plans_Feature_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`可随时取消`)
};

/**
* | output |
* | --- |
* | "Cancel any time" |
*
* @param {Plans_Feature_CancelInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_feature_cancel = /** @type {((inputs?: Plans_Feature_CancelInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Feature_CancelInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_feature_cancel(inputs)
	if (locale === "de") return de_plans_feature_cancel(inputs)
	if (locale === "fr") return fr_plans_feature_cancel(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_feature_cancel(inputs)
	return en_plans_feature_cancel(inputs)
});