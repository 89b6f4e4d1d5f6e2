/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Status_Extinct_In_The_WildInputs */

const en_result_status_extinct_in_the_wild = /** @type {(inputs: Result_Status_Extinct_In_The_WildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extinct in the Wild`)
};

const es_result_status_extinct_in_the_wild = /** @type {(inputs: Result_Status_Extinct_In_The_WildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extinto en estado silvestre`)
};

const de_result_status_extinct_in_the_wild = /** @type {(inputs: Result_Status_Extinct_In_The_WildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In der Natur ausgestorben`)
};

const fr_result_status_extinct_in_the_wild = /** @type {(inputs: Result_Status_Extinct_In_The_WildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Éteint à l’état sauvage`)
};

const zh_hans1_result_status_extinct_in_the_wild = /** @type {(inputs: Result_Status_Extinct_In_The_WildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`野外灭绝`)
};

/**
* | output |
* | --- |
* | "Extinct in the Wild" |
*
* @param {Result_Status_Extinct_In_The_WildInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_status_extinct_in_the_wild = /** @type {((inputs?: Result_Status_Extinct_In_The_WildInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Status_Extinct_In_The_WildInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_status_extinct_in_the_wild(inputs)
	if (locale === "de") return de_result_status_extinct_in_the_wild(inputs)
	if (locale === "fr") return fr_result_status_extinct_in_the_wild(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_status_extinct_in_the_wild(inputs)
	return en_result_status_extinct_in_the_wild(inputs)
});