/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Upload_UnreadableInputs */

const en_error_upload_unreadable = /** @type {(inputs: Error_Upload_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This image could not be read. Please upload a different photo.`)
};

const es_error_upload_unreadable = /** @type {(inputs: Error_Upload_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo leer esta imagen. Sube otra foto.`)
};

const de_error_upload_unreadable = /** @type {(inputs: Error_Upload_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Bild konnte nicht gelesen werden. Bitte lade ein anderes Foto hoch.`)
};

const fr_error_upload_unreadable = /** @type {(inputs: Error_Upload_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette image n’a pas pu être lue. Envoyez une autre photo.`)
};

const zh_hans1_error_upload_unreadable = /** @type {(inputs: Error_Upload_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法读取这张图片，请上传另一张照片。`)
};

/**
* | output |
* | --- |
* | "This image could not be read. Please upload a different photo." |
*
* @param {Error_Upload_UnreadableInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_upload_unreadable = /** @type {((inputs?: Error_Upload_UnreadableInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Upload_UnreadableInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_upload_unreadable(inputs)
	if (locale === "de") return de_error_upload_unreadable(inputs)
	if (locale === "fr") return fr_error_upload_unreadable(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_upload_unreadable(inputs)
	return en_error_upload_unreadable(inputs)
});