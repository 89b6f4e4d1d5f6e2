/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Feature_Back_To_FreeInputs */

const en_plans_feature_back_to_free = /** @type {(inputs: Plans_Feature_Back_To_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Free when it ends`)
};

const es_plans_feature_back_to_free = /** @type {(inputs: Plans_Feature_Back_To_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuelve a Gratis al terminar`)
};

const de_plans_feature_back_to_free = /** @type {(inputs: Plans_Feature_Back_To_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Danach zurück zu Kostenlos`)
};

const fr_plans_feature_back_to_free = /** @type {(inputs: Plans_Feature_Back_To_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à Gratuit à la fin`)
};

const zh_hans1_plans_feature_back_to_free = /** @type {(inputs: Plans_Feature_Back_To_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`结束后恢复为免费版`)
};

/**
* | output |
* | --- |
* | "Back to Free when it ends" |
*
* @param {Plans_Feature_Back_To_FreeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_feature_back_to_free = /** @type {((inputs?: Plans_Feature_Back_To_FreeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Feature_Back_To_FreeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_feature_back_to_free(inputs)
	if (locale === "de") return de_plans_feature_back_to_free(inputs)
	if (locale === "fr") return fr_plans_feature_back_to_free(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_feature_back_to_free(inputs)
	return en_plans_feature_back_to_free(inputs)
});