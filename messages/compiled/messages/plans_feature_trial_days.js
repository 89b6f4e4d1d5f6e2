/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Plans_Feature_Trial_DaysInputs */

const en_plans_feature_trial_days = /** @type {(inputs: Plans_Feature_Trial_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} days of all premium features`)
};

const es_plans_feature_trial_days = /** @type {(inputs: Plans_Feature_Trial_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} días con todas las funciones premium`)
};

const de_plans_feature_trial_days = /** @type {(inputs: Plans_Feature_Trial_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} Tage alle Premium-Funktionen`)
};

const fr_plans_feature_trial_days = /** @type {(inputs: Plans_Feature_Trial_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} jours de toutes les fonctions premium`)
};

const zh_hans1_plans_feature_trial_days = /** @type {(inputs: Plans_Feature_Trial_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} 天畅享全部高级功能`)
};

/**
* | output |
* | --- |
* | "{days} days of all premium features" |
*
* @param {Plans_Feature_Trial_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_feature_trial_days = /** @type {((inputs: Plans_Feature_Trial_DaysInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Feature_Trial_DaysInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_feature_trial_days(inputs)
	if (locale === "de") return de_plans_feature_trial_days(inputs)
	if (locale === "fr") return fr_plans_feature_trial_days(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_feature_trial_days(inputs)
	return en_plans_feature_trial_days(inputs)
});