/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Photo_Not_An_ImageInputs */

const en_error_photo_not_an_image = /** @type {(inputs: Error_Photo_Not_An_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid file type: Please upload an image file.`)
};

const es_error_photo_not_an_image = /** @type {(inputs: Error_Photo_Not_An_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo de archivo no válido: sube un archivo de imagen.`)
};

const de_error_photo_not_an_image = /** @type {(inputs: Error_Photo_Not_An_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültiger Dateityp: Bitte lade eine Bilddatei hoch.`)
};

const fr_error_photo_not_an_image = /** @type {(inputs: Error_Photo_Not_An_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type de fichier non valide : veuillez importer un fichier image.`)
};

const zh_hans1_error_photo_not_an_image = /** @type {(inputs: Error_Photo_Not_An_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`文件类型无效：请上传图片文件。`)
};

/**
* | output |
* | --- |
* | "Invalid file type: Please upload an image file." |
*
* @param {Error_Photo_Not_An_ImageInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_photo_not_an_image = /** @type {((inputs?: Error_Photo_Not_An_ImageInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Photo_Not_An_ImageInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_photo_not_an_image(inputs)
	if (locale === "de") return de_error_photo_not_an_image(inputs)
	if (locale === "fr") return fr_error_photo_not_an_image(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_photo_not_an_image(inputs)
	return en_error_photo_not_an_image(inputs)
});