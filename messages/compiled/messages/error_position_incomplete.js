/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Position_IncompleteInputs */

const en_error_position_incomplete = /** @type {(inputs: Error_Position_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please give both latitude and longitude, or neither`)
};

const es_error_position_incomplete = /** @type {(inputs: Error_Position_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indica la latitud y la longitud, o ninguna de las dos`)
};

const de_error_position_incomplete = /** @type {(inputs: Error_Position_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte gib Breite und Länge an, oder keine von beiden`)
};

const fr_error_position_incomplete = /** @type {(inputs: Error_Position_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez indiquer la latitude et la longitude, ou aucune des deux`)
};

const zh_hans1_error_position_incomplete = /** @type {(inputs: Error_Position_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请同时填写纬度和经度，或都不填`)
};

/**
* | output |
* | --- |
* | "Please give both latitude and longitude, or neither" |
*
* @param {Error_Position_IncompleteInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_position_incomplete = /** @type {((inputs?: Error_Position_IncompleteInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Position_IncompleteInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_position_incomplete(inputs)
	if (locale === "de") return de_error_position_incomplete(inputs)
	if (locale === "fr") return fr_error_position_incomplete(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_position_incomplete(inputs)
	return en_error_position_incomplete(inputs)
});