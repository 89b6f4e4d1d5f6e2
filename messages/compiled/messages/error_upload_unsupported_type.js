/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Upload_Unsupported_TypeInputs */

const en_error_upload_unsupported_type = /** @type {(inputs: Error_Upload_Unsupported_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsupported file type: please upload a JPEG, PNG, WEBP, HEIC, AVIF, GIF or TIFF image.`)
};

const es_error_upload_unsupported_type = /** @type {(inputs: Error_Upload_Unsupported_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo de archivo no admitido: sube una imagen JPEG, PNG, WEBP, HEIC, AVIF, GIF o TIFF.`)
};

const de_error_upload_unsupported_type = /** @type {(inputs: Error_Upload_Unsupported_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dateityp nicht unterstützt: Bitte lade ein JPEG-, PNG-, WEBP-, HEIC-, AVIF-, GIF- oder TIFF-Bild hoch.`)
};

const fr_error_upload_unsupported_type = /** @type {(inputs: Error_Upload_Unsupported_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type de fichier non pris en charge : envoyez une image JPEG, PNG, WEBP, HEIC, AVIF, GIF ou TIFF.`)
};

const zh_hans1_error_upload_unsupported_type = /** @type {(inputs: Error_Upload_Unsupported_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不支持的文件类型：请上传 JPEG、PNG、WEBP、HEIC、AVIF、GIF 或 TIFF 图片。`)
};

/**
* | output |
* | --- |
* | "Unsupported file type: please upload a JPEG, PNG, WEBP, HEIC, AVIF, GIF or TIFF image." |
*
* @param {Error_Upload_Unsupported_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_upload_unsupported_type = /** @type {((inputs?: Error_Upload_Unsupported_TypeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Upload_Unsupported_TypeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_upload_unsupported_type(inputs)
	if (locale === "de") return de_error_upload_unsupported_type(inputs)
	if (locale === "fr") return fr_error_upload_unsupported_type(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_upload_unsupported_type(inputs)
	return en_error_upload_unsupported_type(inputs)
});