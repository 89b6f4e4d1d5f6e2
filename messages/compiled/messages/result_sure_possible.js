/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Sure_PossibleInputs */

const en_result_sure_possible = /** @type {(inputs: Result_Sure_PossibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Possible`)
};

const es_result_sure_possible = /** @type {(inputs: Result_Sure_PossibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posible`)
};

const de_result_sure_possible = /** @type {(inputs: Result_Sure_PossibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Möglich`)
};

const fr_result_sure_possible = /** @type {(inputs: Result_Sure_PossibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Possible`)
};

const zh_hans1_result_sure_possible = /** @type {(inputs: Result_Sure_PossibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`可能`)
};

/**
* | output |
* | --- |
* | "Possible" |
*
* @param {Result_Sure_PossibleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_sure_possible = /** @type {((inputs?: Result_Sure_PossibleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Sure_PossibleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_sure_possible(inputs)
	if (locale === "de") return de_result_sure_possible(inputs)
	if (locale === "fr") return fr_result_sure_possible(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_sure_possible(inputs)
	return en_result_sure_possible(inputs)
});