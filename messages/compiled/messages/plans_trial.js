/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_TrialInputs */

const en_plans_trial = /** @type {(inputs: Plans_TrialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free Trial`)
};

const es_plans_trial = /** @type {(inputs: Plans_TrialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prueba gratuita`)
};

const de_plans_trial = /** @type {(inputs: Plans_TrialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kostenlose Testphase`)
};

const fr_plans_trial = /** @type {(inputs: Plans_TrialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essai gratuit`)
};

const zh_hans1_plans_trial = /** @type {(inputs: Plans_TrialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`免费试用`)
};

/**
* | output |
* | --- |
* | "Free Trial" |
*
* @param {Plans_TrialInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_trial = /** @type {((inputs?: Plans_TrialInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_TrialInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_trial(inputs)
	if (locale === "de") return de_plans_trial(inputs)
	if (locale === "fr") return fr_plans_trial(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_trial(inputs)
	return en_plans_trial(inputs)
});