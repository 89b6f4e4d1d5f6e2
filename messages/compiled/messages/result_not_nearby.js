/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Not_NearbyInputs */

const en_result_not_nearby = /** @type {(inputs: Result_Not_NearbyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not recorded near here`)
};

const es_result_not_nearby = /** @type {(inputs: Result_Not_NearbyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin registros cerca de aquí`)
};

const de_result_not_nearby = /** @type {(inputs: Result_Not_NearbyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hier in der Nähe nicht nachgewiesen`)
};

const fr_result_not_nearby = /** @type {(inputs: Result_Not_NearbyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non signalé près d’ici`)
};

const zh_hans1_result_not_nearby = /** @type {(inputs: Result_Not_NearbyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`附近无记录`)
};

/**
* | output |
* | --- |
* | "not recorded near here" |
*
* @param {Result_Not_NearbyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_not_nearby = /** @type {((inputs?: Result_Not_NearbyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Not_NearbyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_not_nearby(inputs)
	if (locale === "de") return de_result_not_nearby(inputs)
	if (locale === "fr") return fr_result_not_nearby(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_not_nearby(inputs)
	return en_result_not_nearby(inputs)
});