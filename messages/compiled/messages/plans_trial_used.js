/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Trial_UsedInputs */

const en_plans_trial_used = /** @type {(inputs: Plans_Trial_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trial Used`)
};

const es_plans_trial_used = /** @type {(inputs: Plans_Trial_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prueba usada`)
};

const de_plans_trial_used = /** @type {(inputs: Plans_Trial_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testphase genutzt`)
};

const fr_plans_trial_used = /** @type {(inputs: Plans_Trial_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essai utilisé`)
};

const zh_hans1_plans_trial_used = /** @type {(inputs: Plans_Trial_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`试用已用`)
};

/**
* | output |
* | --- |
* | "Trial Used" |
*
* @param {Plans_Trial_UsedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_trial_used = /** @type {((inputs?: Plans_Trial_UsedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Trial_UsedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_trial_used(inputs)
	if (locale === "de") return de_plans_trial_used(inputs)
	if (locale === "fr") return fr_plans_trial_used(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_trial_used(inputs)
	return en_plans_trial_used(inputs)
});