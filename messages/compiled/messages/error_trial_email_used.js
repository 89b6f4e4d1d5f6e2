/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Trial_Email_UsedInputs */

const en_error_trial_email_used = /** @type {(inputs: Error_Trial_Email_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A free trial has already been used with this e-mail address`)
};

const es_error_trial_email_used = /** @type {(inputs: Error_Trial_Email_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya se ha usado una prueba gratuita con esta dirección de correo`)
};

const de_error_trial_email_used = /** @type {(inputs: Error_Trial_Email_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit dieser E-Mail-Adresse wurde schon eine kostenlose Testphase genutzt`)
};

const fr_error_trial_email_used = /** @type {(inputs: Error_Trial_Email_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un essai gratuit a déjà été utilisé avec cette adresse e-mail`)
};

const zh_hans1_error_trial_email_used = /** @type {(inputs: Error_Trial_Email_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此邮箱地址已使用过免费试用`)
};

/**
* | output |
* | --- |
* | "A free trial has already been used with this e-mail address" |
*
* @param {Error_Trial_Email_UsedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_trial_email_used = /** @type {((inputs?: Error_Trial_Email_UsedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Trial_Email_UsedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_trial_email_used(inputs)
	if (locale === "de") return de_error_trial_email_used(inputs)
	if (locale === "fr") return fr_error_trial_email_used(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_trial_email_used(inputs)
	return en_error_trial_email_used(inputs)
});