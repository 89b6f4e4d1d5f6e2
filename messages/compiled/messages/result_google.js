/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_GoogleInputs */

const en_result_google = /** @type {(inputs: Result_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Images`)
};

const es_result_google = /** @type {(inputs: Result_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Imágenes`)
};

const de_result_google = /** @type {(inputs: Result_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google-Bildersuche`)
};

const fr_result_google = /** @type {(inputs: Result_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Images`)
};

const zh_hans1_result_google = /** @type {(inputs: Result_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google 图片`)
};

/**
* | output |
* | --- |
* | "Google Images" |
*
* @param {Result_GoogleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_google = /** @type {((inputs?: Result_GoogleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_GoogleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_google(inputs)
	if (locale === "de") return de_result_google(inputs)
	if (locale === "fr") return fr_result_google(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_google(inputs)
	return en_result_google(inputs)
});