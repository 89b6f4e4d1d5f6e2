/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Step_Back_Not_Recorded_NearbyInputs */

const en_result_step_back_not_recorded_nearby = /** @type {(inputs: Result_Step_Back_Not_Recorded_NearbyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the likeliest species is not recorded near here`)
};

const es_result_step_back_not_recorded_nearby = /** @type {(inputs: Result_Step_Back_Not_Recorded_NearbyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la especie más probable no está registrada cerca de aquí`)
};

const de_result_step_back_not_recorded_nearby = /** @type {(inputs: Result_Step_Back_Not_Recorded_NearbyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`die wahrscheinlichste Art ist hier in der Nähe nicht nachgewiesen`)
};

const fr_result_step_back_not_recorded_nearby = /** @type {(inputs: Result_Step_Back_Not_Recorded_NearbyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`l’espèce la plus probable n’est pas signalée près d’ici`)
};

const zh_hans1_result_step_back_not_recorded_nearby = /** @type {(inputs: Result_Step_Back_Not_Recorded_NearbyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最可能的物种在附近没有记录`)
};

/**
* | output |
* | --- |
* | "the likeliest species is not recorded near here" |
*
* @param {Result_Step_Back_Not_Recorded_NearbyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_step_back_not_recorded_nearby = /** @type {((inputs?: Result_Step_Back_Not_Recorded_NearbyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Step_Back_Not_Recorded_NearbyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_step_back_not_recorded_nearby(inputs)
	if (locale === "de") return de_result_step_back_not_recorded_nearby(inputs)
	if (locale === "fr") return fr_result_step_back_not_recorded_nearby(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_step_back_not_recorded_nearby(inputs)
	return en_result_step_back_not_recorded_nearby(inputs)
});