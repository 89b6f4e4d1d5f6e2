/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Trial_UsedInputs */

const en_error_trial_used = /** @type {(inputs: Error_Trial_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The free trial has already been used on this account`)
};

const es_error_trial_used = /** @type {(inputs: Error_Trial_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta cuenta ya ha usado la prueba gratuita`)
};

const de_error_trial_used = /** @type {(inputs: Error_Trial_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die kostenlose Testphase wurde auf diesem Konto schon genutzt`)
};

const fr_error_trial_used = /** @type {(inputs: Error_Trial_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’essai gratuit a déjà été utilisé sur ce compte`)
};

const zh_hans1_error_trial_used = /** @type {(inputs: Error_Trial_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此账户已使用过免费试用`)
};

/**
* | output |
* | --- |
* | "The free trial has already been used on this account" |
*
* @param {Error_Trial_UsedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_trial_used = /** @type {((inputs?: Error_Trial_UsedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Trial_UsedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_trial_used(inputs)
	if (locale === "de") return de_error_trial_used(inputs)
	if (locale === "fr") return fr_error_trial_used(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_trial_used(inputs)
	return en_error_trial_used(inputs)
});