/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Depth_InvalidInputs */

const en_error_depth_invalid = /** @type {(inputs: Error_Depth_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The depth is out of its range`)
};

const es_error_depth_invalid = /** @type {(inputs: Error_Depth_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La profundidad está fuera de rango`)
};

const de_error_depth_invalid = /** @type {(inputs: Error_Depth_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Tiefe liegt außerhalb des gültigen Bereichs`)
};

const fr_error_depth_invalid = /** @type {(inputs: Error_Depth_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La profondeur est hors limites`)
};

const zh_hans1_error_depth_invalid = /** @type {(inputs: Error_Depth_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`深度超出范围`)
};

/**
* | output |
* | --- |
* | "The depth is out of its range" |
*
* @param {Error_Depth_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_depth_invalid = /** @type {((inputs?: Error_Depth_InvalidInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Depth_InvalidInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_depth_invalid(inputs)
	if (locale === "de") return de_error_depth_invalid(inputs)
	if (locale === "fr") return fr_error_depth_invalid(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_depth_invalid(inputs)
	return en_error_depth_invalid(inputs)
});