/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Email_InvalidInputs */

const en_error_email_invalid = /** @type {(inputs: Error_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid email address`)
};

const es_error_email_invalid = /** @type {(inputs: Error_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce una dirección de correo electrónico válida`)
};

const de_error_email_invalid = /** @type {(inputs: Error_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte gib eine gültige E-Mail-Adresse ein`)
};

const fr_error_email_invalid = /** @type {(inputs: Error_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir une adresse e-mail valide`)
};

const zh_hans1_error_email_invalid = /** @type {(inputs: Error_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请输入有效的电子邮箱地址`)
};

/**
* | output |
* | --- |
* | "Please enter a valid email address" |
*
* @param {Error_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_email_invalid = /** @type {((inputs?: Error_Email_InvalidInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Email_InvalidInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_email_invalid(inputs)
	if (locale === "de") return de_error_email_invalid(inputs)
	if (locale === "fr") return fr_error_email_invalid(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_email_invalid(inputs)
	return en_error_email_invalid(inputs)
});