/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Position_Bad_LatitudeInputs */

const en_error_position_bad_latitude = /** @type {(inputs: Error_Position_Bad_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latitude must be a number of decimal degrees between -90 and 90`)
};

const es_error_position_bad_latitude = /** @type {(inputs: Error_Position_Bad_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La latitud debe ser un número de grados decimales entre -90 y 90`)
};

const de_error_position_bad_latitude = /** @type {(inputs: Error_Position_Bad_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Breite muss eine Zahl in Dezimalgrad zwischen -90 und 90 sein`)
};

const fr_error_position_bad_latitude = /** @type {(inputs: Error_Position_Bad_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La latitude doit être un nombre de degrés décimaux entre -90 et 90`)
};

const zh_hans1_error_position_bad_latitude = /** @type {(inputs: Error_Position_Bad_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`纬度必须是 -90 到 90 之间的十进制度数`)
};

/**
* | output |
* | --- |
* | "Latitude must be a number of decimal degrees between -90 and 90" |
*
* @param {Error_Position_Bad_LatitudeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_position_bad_latitude = /** @type {((inputs?: Error_Position_Bad_LatitudeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Position_Bad_LatitudeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_position_bad_latitude(inputs)
	if (locale === "de") return de_error_position_bad_latitude(inputs)
	if (locale === "fr") return fr_error_position_bad_latitude(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_position_bad_latitude(inputs)
	return en_error_position_bad_latitude(inputs)
});