/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Sighting_No_PhotoInputs */

const en_error_sighting_no_photo = /** @type {(inputs: Error_Sighting_No_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a photo of the animal`)
};

const es_error_sighting_no_photo = /** @type {(inputs: Error_Sighting_No_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añade una foto del animal`)
};

const de_error_sighting_no_photo = /** @type {(inputs: Error_Sighting_No_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Füge ein Foto des Tieres hinzu`)
};

const fr_error_sighting_no_photo = /** @type {(inputs: Error_Sighting_No_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez une photo de l’animal`)
};

const zh_hans1_error_sighting_no_photo = /** @type {(inputs: Error_Sighting_No_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请添加一张动物的照片`)
};

/**
* | output |
* | --- |
* | "Add a photo of the animal" |
*
* @param {Error_Sighting_No_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_sighting_no_photo = /** @type {((inputs?: Error_Sighting_No_PhotoInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Sighting_No_PhotoInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_sighting_no_photo(inputs)
	if (locale === "de") return de_error_sighting_no_photo(inputs)
	if (locale === "fr") return fr_error_sighting_no_photo(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_sighting_no_photo(inputs)
	return en_error_sighting_no_photo(inputs)
});