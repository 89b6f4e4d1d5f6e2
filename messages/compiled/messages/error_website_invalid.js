/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Website_InvalidInputs */

const en_error_website_invalid = /** @type {(inputs: Error_Website_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid URL`)
};

const es_error_website_invalid = /** @type {(inputs: Error_Website_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce una URL válida`)
};

const de_error_website_invalid = /** @type {(inputs: Error_Website_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte gib eine gültige URL ein`)
};

const fr_error_website_invalid = /** @type {(inputs: Error_Website_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir une URL valide`)
};

const zh_hans1_error_website_invalid = /** @type {(inputs: Error_Website_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请输入有效的网址`)
};

/**
* | output |
* | --- |
* | "Please enter a valid URL" |
*
* @param {Error_Website_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_website_invalid = /** @type {((inputs?: Error_Website_InvalidInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Website_InvalidInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_website_invalid(inputs)
	if (locale === "de") return de_error_website_invalid(inputs)
	if (locale === "fr") return fr_error_website_invalid(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_website_invalid(inputs)
	return en_error_website_invalid(inputs)
});