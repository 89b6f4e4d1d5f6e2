/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ photo: NonNullable<unknown> }} Error_Trips_Unknown_PhotoInputs */

const en_error_trips_unknown_photo = /** @type {(inputs: Error_Trips_Unknown_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.photo} is not one of this trip's photos.`)
};

const es_error_trips_unknown_photo = /** @type {(inputs: Error_Trips_Unknown_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La foto ${i?.photo} no es una de las fotos de este viaje.`)
};

const de_error_trips_unknown_photo = /** @type {(inputs: Error_Trips_Unknown_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.photo} gehört nicht zu den Fotos dieser Reise.`)
};

const fr_error_trips_unknown_photo = /** @type {(inputs: Error_Trips_Unknown_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La photo ${i?.photo} ne fait pas partie des photos de ce voyage.`)
};

const zh_hans1_error_trips_unknown_photo = /** @type {(inputs: Error_Trips_Unknown_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`照片 ${i?.photo} 不属于此行程。`)
};

/**
* | output |
* | --- |
* | "Photo {photo} is not one of this trip's photos." |
*
* @param {Error_Trips_Unknown_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_trips_unknown_photo = /** @type {((inputs: Error_Trips_Unknown_PhotoInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Trips_Unknown_PhotoInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_trips_unknown_photo(inputs)
	if (locale === "de") return de_error_trips_unknown_photo(inputs)
	if (locale === "fr") return fr_error_trips_unknown_photo(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_trips_unknown_photo(inputs)
	return en_error_trips_unknown_photo(inputs)
});