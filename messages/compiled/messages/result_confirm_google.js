/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Confirm_GoogleInputs */

const en_result_confirm_google = /** @type {(inputs: Result_Confirm_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm with Google Images`)
};

const es_result_confirm_google = /** @type {(inputs: Result_Confirm_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprobar en Google Imágenes`)
};

const de_result_confirm_google = /** @type {(inputs: Result_Confirm_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit der Google-Bildersuche prüfen`)
};

const fr_result_confirm_google = /** @type {(inputs: Result_Confirm_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier avec Google Images`)
};

const zh_hans1_result_confirm_google = /** @type {(inputs: Result_Confirm_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用 Google 图片核对`)
};

/**
* | output |
* | --- |
* | "Confirm with Google Images" |
*
* @param {Result_Confirm_GoogleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_confirm_google = /** @type {((inputs?: Result_Confirm_GoogleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Confirm_GoogleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_confirm_google(inputs)
	if (locale === "de") return de_result_confirm_google(inputs)
	if (locale === "fr") return fr_result_confirm_google(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_confirm_google(inputs)
	return en_result_confirm_google(inputs)
});