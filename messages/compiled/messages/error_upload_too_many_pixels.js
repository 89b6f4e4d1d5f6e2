/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ megapixels: NonNullable<unknown> }} Error_Upload_Too_Many_PixelsInputs */

const en_error_upload_too_many_pixels = /** @type {(inputs: Error_Upload_Too_Many_PixelsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Image dimensions too large: please upload a photo of at most ${i?.megapixels} megapixels.`)
};

const es_error_upload_too_many_pixels = /** @type {(inputs: Error_Upload_Too_Many_PixelsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imagen demasiado grande: sube una foto de ${i?.megapixels} megapíxeles como máximo.`)
};

const de_error_upload_too_many_pixels = /** @type {(inputs: Error_Upload_Too_Many_PixelsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bildmaße zu groß: Bitte lade ein Foto mit höchstens ${i?.megapixels} Megapixeln hoch.`)
};

const fr_error_upload_too_many_pixels = /** @type {(inputs: Error_Upload_Too_Many_PixelsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dimensions de l’image trop grandes : envoyez une photo de ${i?.megapixels} mégapixels au plus.`)
};

const zh_hans1_error_upload_too_many_pixels = /** @type {(inputs: Error_Upload_Too_Many_PixelsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`图片尺寸过大：请上传不超过 ${i?.megapixels} 百万像素的照片。`)
};

/**
* | output |
* | --- |
* | "Image dimensions too large: please upload a photo of at most {megapixels} megapixels." |
*
* @param {Error_Upload_Too_Many_PixelsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_upload_too_many_pixels = /** @type {((inputs: Error_Upload_Too_Many_PixelsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Upload_Too_Many_PixelsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_upload_too_many_pixels(inputs)
	if (locale === "de") return de_error_upload_too_many_pixels(inputs)
	if (locale === "fr") return fr_error_upload_too_many_pixels(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_upload_too_many_pixels(inputs)
	return en_error_upload_too_many_pixels(inputs)
});