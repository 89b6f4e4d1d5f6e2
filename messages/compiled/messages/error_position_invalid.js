/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Position_InvalidInputs */

const en_error_position_invalid = /** @type {(inputs: Error_Position_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The position is not valid: a latitude and a longitude in range, both or neither`)
};

const es_error_position_invalid = /** @type {(inputs: Error_Position_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La posición no es válida: latitud y longitud dentro de rango, las dos o ninguna`)
};

const de_error_position_invalid = /** @type {(inputs: Error_Position_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Position ist ungültig: Breite und Länge im gültigen Bereich, beide oder keine`)
};

const fr_error_position_invalid = /** @type {(inputs: Error_Position_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La position n’est pas valide : une latitude et une longitude dans les limites, les deux ou aucune`)
};

const zh_hans1_error_position_invalid = /** @type {(inputs: Error_Position_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`位置无效：纬度和经度须在有效范围内，且须同时填写或同时留空`)
};

/**
* | output |
* | --- |
* | "The position is not valid: a latitude and a longitude in range, both or neither" |
*
* @param {Error_Position_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_position_invalid = /** @type {((inputs?: Error_Position_InvalidInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Position_InvalidInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_position_invalid(inputs)
	if (locale === "de") return de_error_position_invalid(inputs)
	if (locale === "fr") return fr_error_position_invalid(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_position_invalid(inputs)
	return en_error_position_invalid(inputs)
});