/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ megabytes: NonNullable<unknown> }} Error_Photo_Too_LargeInputs */

const en_error_photo_too_large = /** @type {(inputs: Error_Photo_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`File too large: Please choose a photo smaller than ${i?.megabytes} MB.`)
};

const es_error_photo_too_large = /** @type {(inputs: Error_Photo_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Archivo demasiado grande: elige una foto de menos de ${i?.megabytes} MB.`)
};

const de_error_photo_too_large = /** @type {(inputs: Error_Photo_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Datei zu groß: Bitte wähle ein Foto unter ${i?.megabytes} MB.`)
};

const fr_error_photo_too_large = /** @type {(inputs: Error_Photo_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fichier trop volumineux : veuillez choisir une photo de moins de ${i?.megabytes} Mo.`)
};

const zh_hans1_error_photo_too_large = /** @type {(inputs: Error_Photo_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`文件过大：请选择小于 ${i?.megabytes} MB 的照片。`)
};

/**
* | output |
* | --- |
* | "File too large: Please choose a photo smaller than {megabytes} MB." |
*
* @param {Error_Photo_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_photo_too_large = /** @type {((inputs: Error_Photo_Too_LargeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Photo_Too_LargeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_photo_too_large(inputs)
	if (locale === "de") return de_error_photo_too_large(inputs)
	if (locale === "fr") return fr_error_photo_too_large(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_photo_too_large(inputs)
	return en_error_photo_too_large(inputs)
});