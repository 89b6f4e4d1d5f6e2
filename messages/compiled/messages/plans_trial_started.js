/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Trial_StartedInputs */

const en_plans_trial_started = /** @type {(inputs: Plans_Trial_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trial started`)
};

const es_plans_trial_started = /** @type {(inputs: Plans_Trial_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prueba iniciada`)
};

const de_plans_trial_started = /** @type {(inputs: Plans_Trial_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testphase gestartet`)
};

const fr_plans_trial_started = /** @type {(inputs: Plans_Trial_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essai commencé`)
};

const zh_hans1_plans_trial_started = /** @type {(inputs: Plans_Trial_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`试用已开始`)
};

/**
* | output |
* | --- |
* | "Trial started" |
*
* @param {Plans_Trial_StartedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_trial_started = /** @type {((inputs?: Plans_Trial_StartedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Trial_StartedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_trial_started(inputs)
	if (locale === "de") return de_plans_trial_started(inputs)
	if (locale === "fr") return fr_plans_trial_started(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_trial_started(inputs)
	return en_plans_trial_started(inputs)
});