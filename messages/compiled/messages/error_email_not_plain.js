/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Email_Not_PlainInputs */

const en_error_email_not_plain = /** @type {(inputs: Error_Email_Not_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a plain e-mail address such as name@example.org`)
};

const es_error_email_not_plain = /** @type {(inputs: Error_Email_Not_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe una dirección de correo sencilla, como nombre@example.org`)
};

const de_error_email_not_plain = /** @type {(inputs: Error_Email_Not_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib eine einfache E-Mail-Adresse ein, etwa name@example.org`)
};

const fr_error_email_not_plain = /** @type {(inputs: Error_Email_Not_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez une adresse e-mail simple, comme nom@example.org`)
};

const zh_hans1_error_email_not_plain = /** @type {(inputs: Error_Email_Not_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请输入普通的电子邮箱地址，例如 name@example.org`)
};

/**
* | output |
* | --- |
* | "Enter a plain e-mail address such as name@example.org" |
*
* @param {Error_Email_Not_PlainInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_email_not_plain = /** @type {((inputs?: Error_Email_Not_PlainInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Email_Not_PlainInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_email_not_plain(inputs)
	if (locale === "de") return de_error_email_not_plain(inputs)
	if (locale === "fr") return fr_error_email_not_plain(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_email_not_plain(inputs)
	return en_error_email_not_plain(inputs)
});