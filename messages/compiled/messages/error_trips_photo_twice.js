/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ photo: NonNullable<unknown> }} Error_Trips_Photo_TwiceInputs */

const en_error_trips_photo_twice = /** @type {(inputs: Error_Trips_Photo_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.photo} is named in more than one place.`)
};

const es_error_trips_photo_twice = /** @type {(inputs: Error_Trips_Photo_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La foto ${i?.photo} aparece en más de un lugar.`)
};

const de_error_trips_photo_twice = /** @type {(inputs: Error_Trips_Photo_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.photo} steht an mehr als einer Stelle.`)
};

const fr_error_trips_photo_twice = /** @type {(inputs: Error_Trips_Photo_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La photo ${i?.photo} figure à plus d’un endroit.`)
};

const zh_hans1_error_trips_photo_twice = /** @type {(inputs: Error_Trips_Photo_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`照片 ${i?.photo} 出现在不止一处。`)
};

/**
* | output |
* | --- |
* | "Photo {photo} is named in more than one place." |
*
* @param {Error_Trips_Photo_TwiceInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_trips_photo_twice = /** @type {((inputs: Error_Trips_Photo_TwiceInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Trips_Photo_TwiceInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_trips_photo_twice(inputs)
	if (locale === "de") return de_error_trips_photo_twice(inputs)
	if (locale === "fr") return fr_error_trips_photo_twice(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_trips_photo_twice(inputs)
	return en_error_trips_photo_twice(inputs)
});