/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Depth_Out_Of_RangeInputs */

const en_error_depth_out_of_range = /** @type {(inputs: Error_Depth_Out_Of_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`depthMeters must be a number of metres from 0 to 11,000`)
};

const es_error_depth_out_of_range = /** @type {(inputs: Error_Depth_Out_Of_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`depthMeters debe ser un número de metros entre 0 y 11.000`)
};

const de_error_depth_out_of_range = /** @type {(inputs: Error_Depth_Out_Of_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`depthMeters muss eine Zahl von Metern zwischen 0 und 11.000 sein`)
};

const fr_error_depth_out_of_range = /** @type {(inputs: Error_Depth_Out_Of_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`depthMeters doit être un nombre de mètres compris entre 0 et 11 000`)
};

const zh_hans1_error_depth_out_of_range = /** @type {(inputs: Error_Depth_Out_Of_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`depthMeters 必须是 0 到 11,000 之间的米数`)
};

/**
* | output |
* | --- |
* | "depthMeters must be a number of metres from 0 to 11,000" |
*
* @param {Error_Depth_Out_Of_RangeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_depth_out_of_range = /** @type {((inputs?: Error_Depth_Out_Of_RangeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Depth_Out_Of_RangeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_depth_out_of_range(inputs)
	if (locale === "de") return de_error_depth_out_of_range(inputs)
	if (locale === "fr") return fr_error_depth_out_of_range(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_depth_out_of_range(inputs)
	return en_error_depth_out_of_range(inputs)
});