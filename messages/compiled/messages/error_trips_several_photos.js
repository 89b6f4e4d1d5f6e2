/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Trips_Several_PhotosInputs */

const en_error_trips_several_photos = /** @type {(inputs: Error_Trips_Several_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please send one photo at a time.`)
};

const es_error_trips_several_photos = /** @type {(inputs: Error_Trips_Several_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envía las fotos de una en una.`)
};

const de_error_trips_several_photos = /** @type {(inputs: Error_Trips_Several_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte sende die Fotos einzeln.`)
};

const fr_error_trips_several_photos = /** @type {(inputs: Error_Trips_Several_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyez les photos une par une.`)
};

const zh_hans1_error_trips_several_photos = /** @type {(inputs: Error_Trips_Several_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请一次发送一张照片。`)
};

/**
* | output |
* | --- |
* | "Please send one photo at a time." |
*
* @param {Error_Trips_Several_PhotosInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_trips_several_photos = /** @type {((inputs?: Error_Trips_Several_PhotosInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Trips_Several_PhotosInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_trips_several_photos(inputs)
	if (locale === "de") return de_error_trips_several_photos(inputs)
	if (locale === "fr") return fr_error_trips_several_photos(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_trips_several_photos(inputs)
	return en_error_trips_several_photos(inputs)
});