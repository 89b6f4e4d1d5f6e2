/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Plans_Trial_Started_TextInputs */

const en_plans_trial_started_text = /** @type {(inputs: Plans_Trial_Started_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enjoy ${i?.days} days of all premium features.`)
};

const es_plans_trial_started_text = /** @type {(inputs: Plans_Trial_Started_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Disfruta de ${i?.days} días con todas las funciones premium.`)
};

const de_plans_trial_started_text = /** @type {(inputs: Plans_Trial_Started_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Genieße ${i?.days} Tage lang alle Premium-Funktionen.`)
};

const fr_plans_trial_started_text = /** @type {(inputs: Plans_Trial_Started_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Profitez de ${i?.days} jours de toutes les fonctions premium.`)
};

const zh_hans1_plans_trial_started_text = /** @type {(inputs: Plans_Trial_Started_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`尽享 ${i?.days} 天全部高级功能。`)
};

/**
* | output |
* | --- |
* | "Enjoy {days} days of all premium features." |
*
* @param {Plans_Trial_Started_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_trial_started_text = /** @type {((inputs: Plans_Trial_Started_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Trial_Started_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_trial_started_text(inputs)
	if (locale === "de") return de_plans_trial_started_text(inputs)
	if (locale === "fr") return fr_plans_trial_started_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_trial_started_text(inputs)
	return en_plans_trial_started_text(inputs)
});