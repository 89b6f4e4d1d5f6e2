/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Start_TrialInputs */

const en_plans_start_trial = /** @type {(inputs: Plans_Start_TrialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start Free Trial`)
};

const es_plans_start_trial = /** @type {(inputs: Plans_Start_TrialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empezar la prueba gratuita`)
};

const de_plans_start_trial = /** @type {(inputs: Plans_Start_TrialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kostenlos testen`)
};

const fr_plans_start_trial = /** @type {(inputs: Plans_Start_TrialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commencer l'essai gratuit`)
};

const zh_hans1_plans_start_trial = /** @type {(inputs: Plans_Start_TrialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`开始免费试用`)
};

/**
* | output |
* | --- |
* | "Start Free Trial" |
*
* @param {Plans_Start_TrialInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_start_trial = /** @type {((inputs?: Plans_Start_TrialInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Start_TrialInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_start_trial(inputs)
	if (locale === "de") return de_plans_start_trial(inputs)
	if (locale === "fr") return fr_plans_start_trial(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_start_trial(inputs)
	return en_plans_start_trial(inputs)
});