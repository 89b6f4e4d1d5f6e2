/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Email_Profile_InvalidInputs */

const en_error_email_profile_invalid = /** @type {(inputs: Error_Email_Profile_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid email`)
};

const es_error_email_profile_invalid = /** @type {(inputs: Error_Email_Profile_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce un correo electrónico válido`)
};

const de_error_email_profile_invalid = /** @type {(inputs: Error_Email_Profile_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte gib eine gültige E-Mail ein`)
};

const fr_error_email_profile_invalid = /** @type {(inputs: Error_Email_Profile_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir un e-mail valide`)
};

const zh_hans1_error_email_profile_invalid = /** @type {(inputs: Error_Email_Profile_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请输入有效的电子邮箱`)
};

/**
* | output |
* | --- |
* | "Please enter a valid email" |
*
* @param {Error_Email_Profile_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_email_profile_invalid = /** @type {((inputs?: Error_Email_Profile_InvalidInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Email_Profile_InvalidInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_email_profile_invalid(inputs)
	if (locale === "de") return de_error_email_profile_invalid(inputs)
	if (locale === "fr") return fr_error_email_profile_invalid(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_email_profile_invalid(inputs)
	return en_error_email_profile_invalid(inputs)
});