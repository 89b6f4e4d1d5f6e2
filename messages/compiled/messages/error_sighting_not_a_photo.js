/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Sighting_Not_A_PhotoInputs */

const en_error_sighting_not_a_photo = /** @type {(inputs: Error_Sighting_Not_A_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each "image" part must be a photo file.`)
};

const es_error_sighting_not_a_photo = /** @type {(inputs: Error_Sighting_Not_A_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada parte "image" debe ser un archivo de foto.`)
};

const de_error_sighting_not_a_photo = /** @type {(inputs: Error_Sighting_Not_A_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeder Teil „image“ muss eine Fotodatei sein.`)
};

const fr_error_sighting_not_a_photo = /** @type {(inputs: Error_Sighting_Not_A_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque partie « image » doit être un fichier photo.`)
};

const zh_hans1_error_sighting_not_a_photo = /** @type {(inputs: Error_Sighting_Not_A_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每个“image”部分都必须是照片文件。`)
};

/**
* | output |
* | --- |
* | "Each \"image\" part must be a photo file." |
*
* @param {Error_Sighting_Not_A_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_sighting_not_a_photo = /** @type {((inputs?: Error_Sighting_Not_A_PhotoInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Sighting_Not_A_PhotoInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_sighting_not_a_photo(inputs)
	if (locale === "de") return de_error_sighting_not_a_photo(inputs)
	if (locale === "fr") return fr_error_sighting_not_a_photo(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_sighting_not_a_photo(inputs)
	return en_error_sighting_not_a_photo(inputs)
});