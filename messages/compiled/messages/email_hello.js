/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ username: NonNullable<unknown> }} Email_HelloInputs */

const en_email_hello = /** @type {(inputs: Email_HelloInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hello ${i?.username},`)
};

const es_email_hello = /** @type {(inputs: Email_HelloInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hola, ${i?.username}:`)
};

const de_email_hello = /** @type {(inputs: Email_HelloInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hallo ${i?.username},`)
};

const fr_email_hello = /** @type {(inputs: Email_HelloInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bonjour ${i?.username},`)
};

const zh_hans1_email_hello = /** @type {(inputs: Email_HelloInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.username}，你好：`)
};

/**
* | output |
* | --- |
* | "Hello {username}," |
*
* @param {Email_HelloInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const email_hello = /** @type {((inputs: Email_HelloInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_HelloInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_hello(inputs)
	if (locale === "de") return de_email_hello(inputs)
	if (locale === "fr") return fr_email_hello(inputs)
	if (locale === "zh-Hans") return zh_hans1_email_hello(inputs)
	return en_email_hello(inputs)
});