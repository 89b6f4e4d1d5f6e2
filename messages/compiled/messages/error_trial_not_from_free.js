/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Trial_Not_From_FreeInputs */

const en_error_trial_not_from_free = /** @type {(inputs: Error_Trial_Not_From_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A trial can only be started from the free plan`)
};

const es_error_trial_not_from_free = /** @type {(inputs: Error_Trial_Not_From_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo se puede empezar una prueba desde el plan gratuito`)
};

const de_error_trial_not_from_free = /** @type {(inputs: Error_Trial_Not_From_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Testphase kann nur aus dem kostenlosen Plan gestartet werden`)
};

const fr_error_trial_not_from_free = /** @type {(inputs: Error_Trial_Not_From_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un essai ne peut être lancé que depuis la formule gratuite`)
};

const zh_hans1_error_trial_not_from_free = /** @type {(inputs: Error_Trial_Not_From_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有免费套餐才能开始试用`)
};

/**
* | output |
* | --- |
* | "A trial can only be started from the free plan" |
*
* @param {Error_Trial_Not_From_FreeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_trial_not_from_free = /** @type {((inputs?: Error_Trial_Not_From_FreeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Trial_Not_From_FreeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_trial_not_from_free(inputs)
	if (locale === "de") return de_error_trial_not_from_free(inputs)
	if (locale === "fr") return fr_error_trial_not_from_free(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_trial_not_from_free(inputs)
	return en_error_trial_not_from_free(inputs)
});