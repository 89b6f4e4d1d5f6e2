/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ megabytes: NonNullable<unknown> }} Error_Upload_Too_LargeInputs */

const en_error_upload_too_large = /** @type {(inputs: Error_Upload_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`File too large: please upload an image smaller than ${i?.megabytes} MB.`)
};

const es_error_upload_too_large = /** @type {(inputs: Error_Upload_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Archivo demasiado grande: sube una imagen de menos de ${i?.megabytes} MB.`)
};

const de_error_upload_too_large = /** @type {(inputs: Error_Upload_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Datei zu groß: Bitte lade ein Bild unter ${i?.megabytes} MB hoch.`)
};

const fr_error_upload_too_large = /** @type {(inputs: Error_Upload_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fichier trop volumineux : envoyez une image de moins de ${i?.megabytes} Mo.`)
};

const zh_hans1_error_upload_too_large = /** @type {(inputs: Error_Upload_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`文件过大：请上传小于 ${i?.megabytes} MB 的图片。`)
};

/**
* | output |
* | --- |
* | "File too large: please upload an image smaller than {megabytes} MB." |
*
* @param {Error_Upload_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_upload_too_large = /** @type {((inputs: Error_Upload_Too_LargeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Upload_Too_LargeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_upload_too_large(inputs)
	if (locale === "de") return de_error_upload_too_large(inputs)
	if (locale === "fr") return fr_error_upload_too_large(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_upload_too_large(inputs)
	return en_error_upload_too_large(inputs)
});