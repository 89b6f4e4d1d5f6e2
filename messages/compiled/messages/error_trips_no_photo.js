/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Trips_No_PhotoInputs */

const en_error_trips_no_photo = /** @type {(inputs: Error_Trips_No_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a photo to add (multipart form field "image").`)
};

const es_error_trips_no_photo = /** @type {(inputs: Error_Trips_No_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una foto para añadir (campo de formulario multipart "image").`)
};

const de_error_trips_no_photo = /** @type {(inputs: Error_Trips_No_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte wähle ein Foto zum Hinzufügen (Multipart-Formularfeld "image").`)
};

const fr_error_trips_no_photo = /** @type {(inputs: Error_Trips_No_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une photo à ajouter (champ de formulaire multipart « image »).`)
};

const zh_hans1_error_trips_no_photo = /** @type {(inputs: Error_Trips_No_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请选择要添加的照片（multipart 表单字段 "image"）。`)
};

/**
* | output |
* | --- |
* | "Please choose a photo to add (multipart form field \"image\")." |
*
* @param {Error_Trips_No_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_trips_no_photo = /** @type {((inputs?: Error_Trips_No_PhotoInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Trips_No_PhotoInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_trips_no_photo(inputs)
	if (locale === "de") return de_error_trips_no_photo(inputs)
	if (locale === "fr") return fr_error_trips_no_photo(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_trips_no_photo(inputs)
	return en_error_trips_no_photo(inputs)
});