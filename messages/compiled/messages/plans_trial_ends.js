/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Plans_Trial_EndsInputs */

const en_plans_trial_ends = /** @type {(inputs: Plans_Trial_EndsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your free trial ends on ${i?.date}.`)
};

const es_plans_trial_ends = /** @type {(inputs: Plans_Trial_EndsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu prueba gratuita termina el ${i?.date}.`)
};

const de_plans_trial_ends = /** @type {(inputs: Plans_Trial_EndsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine kostenlose Testphase endet am ${i?.date}.`)
};

const fr_plans_trial_ends = /** @type {(inputs: Plans_Trial_EndsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre essai gratuit se termine le ${i?.date}.`)
};

const zh_hans1_plans_trial_ends = /** @type {(inputs: Plans_Trial_EndsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你的免费试用将于 ${i?.date} 结束。`)
};

/**
* | output |
* | --- |
* | "Your free trial ends on {date}." |
*
* @param {Plans_Trial_EndsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_trial_ends = /** @type {((inputs: Plans_Trial_EndsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Trial_EndsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_trial_ends(inputs)
	if (locale === "de") return de_plans_trial_ends(inputs)
	if (locale === "fr") return fr_plans_trial_ends(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_trial_ends(inputs)
	return en_plans_trial_ends(inputs)
});