/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Identifications_No_Such_PhotoInputs */

const en_error_identifications_no_such_photo = /** @type {(inputs: Error_Identifications_No_Such_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This identification has no photo at that place`)
};

const es_error_identifications_no_such_photo = /** @type {(inputs: Error_Identifications_No_Such_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta identificación no tiene ninguna foto en esa posición`)
};

const de_error_identifications_no_such_photo = /** @type {(inputs: Error_Identifications_No_Such_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Bestimmung hat an dieser Stelle kein Foto`)
};

const fr_error_identifications_no_such_photo = /** @type {(inputs: Error_Identifications_No_Such_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette identification n’a pas de photo à cette place`)
};

const zh_hans1_error_identifications_no_such_photo = /** @type {(inputs: Error_Identifications_No_Such_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该识别记录在此位置没有照片`)
};

/**
* | output |
* | --- |
* | "This identification has no photo at that place" |
*
* @param {Error_Identifications_No_Such_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_identifications_no_such_photo = /** @type {((inputs?: Error_Identifications_No_Such_PhotoInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Identifications_No_Such_PhotoInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_identifications_no_such_photo(inputs)
	if (locale === "de") return de_error_identifications_no_such_photo(inputs)
	if (locale === "fr") return fr_error_identifications_no_such_photo(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_identifications_no_such_photo(inputs)
	return en_error_identifications_no_such_photo(inputs)
});