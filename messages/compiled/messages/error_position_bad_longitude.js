/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Position_Bad_LongitudeInputs */

const en_error_position_bad_longitude = /** @type {(inputs: Error_Position_Bad_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longitude must be a number of decimal degrees between -180 and 180`)
};

const es_error_position_bad_longitude = /** @type {(inputs: Error_Position_Bad_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La longitud debe ser un número de grados decimales entre -180 y 180`)
};

const de_error_position_bad_longitude = /** @type {(inputs: Error_Position_Bad_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Länge muss eine Zahl in Dezimalgrad zwischen -180 und 180 sein`)
};

const fr_error_position_bad_longitude = /** @type {(inputs: Error_Position_Bad_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La longitude doit être un nombre de degrés décimaux entre -180 et 180`)
};

const zh_hans1_error_position_bad_longitude = /** @type {(inputs: Error_Position_Bad_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`经度必须是 -180 到 180 之间的十进制度数`)
};

/**
* | output |
* | --- |
* | "Longitude must be a number of decimal degrees between -180 and 180" |
*
* @param {Error_Position_Bad_LongitudeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_position_bad_longitude = /** @type {((inputs?: Error_Position_Bad_LongitudeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Position_Bad_LongitudeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_position_bad_longitude(inputs)
	if (locale === "de") return de_error_position_bad_longitude(inputs)
	if (locale === "fr") return fr_error_position_bad_longitude(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_position_bad_longitude(inputs)
	return en_error_position_bad_longitude(inputs)
});