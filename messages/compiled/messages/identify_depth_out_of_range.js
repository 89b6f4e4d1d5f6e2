/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Identify_Depth_Out_Of_RangeInputs */

const en_identify_depth_out_of_range = /** @type {(inputs: Identify_Depth_Out_Of_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please give the depth in metres, from 0 to ${i?.max}.`)
};

const es_identify_depth_out_of_range = /** @type {(inputs: Identify_Depth_Out_Of_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Indica la profundidad en metros, de 0 a ${i?.max}.`)
};

const de_identify_depth_out_of_range = /** @type {(inputs: Identify_Depth_Out_Of_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bitte gib die Tiefe in Metern an, von 0 bis ${i?.max}.`)
};

const fr_identify_depth_out_of_range = /** @type {(inputs: Identify_Depth_Out_Of_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Veuillez indiquer la profondeur en mètres, de 0 à ${i?.max}.`)
};

const zh_hans1_identify_depth_out_of_range = /** @type {(inputs: Identify_Depth_Out_Of_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`请以米为单位填写深度，范围为 0 到 ${i?.max}。`)
};

/**
* | output |
* | --- |
* | "Please give the depth in metres, from 0 to {max}." |
*
* @param {Identify_Depth_Out_Of_RangeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_depth_out_of_range = /** @type {((inputs: Identify_Depth_Out_Of_RangeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Depth_Out_Of_RangeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_depth_out_of_range(inputs)
	if (locale === "de") return de_identify_depth_out_of_range(inputs)
	if (locale === "fr") return fr_identify_depth_out_of_range(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_depth_out_of_range(inputs)
	return en_identify_depth_out_of_range(inputs)
});