/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Photo_PreviousInputs */

const en_result_photo_previous = /** @type {(inputs: Result_Photo_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous photo`)
};

const es_result_photo_previous = /** @type {(inputs: Result_Photo_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto anterior`)
};

const de_result_photo_previous = /** @type {(inputs: Result_Photo_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorheriges Foto`)
};

const fr_result_photo_previous = /** @type {(inputs: Result_Photo_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo précédente`)
};

const zh_hans1_result_photo_previous = /** @type {(inputs: Result_Photo_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`上一张照片`)
};

/**
* | output |
* | --- |
* | "Previous photo" |
*
* @param {Result_Photo_PreviousInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_photo_previous = /** @type {((inputs?: Result_Photo_PreviousInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Photo_PreviousInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_photo_previous(inputs)
	if (locale === "de") return de_result_photo_previous(inputs)
	if (locale === "fr") return fr_result_photo_previous(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_photo_previous(inputs)
	return en_result_photo_previous(inputs)
});