/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Check_FuzzyInputs */

const en_result_check_fuzzy = /** @type {(inputs: Result_Check_FuzzyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matched in WoRMS`)
};

const es_result_check_fuzzy = /** @type {(inputs: Result_Check_FuzzyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encontrado en WoRMS`)
};

const de_result_check_fuzzy = /** @type {(inputs: Result_Check_FuzzyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In WoRMS zugeordnet`)
};

const fr_result_check_fuzzy = /** @type {(inputs: Result_Check_FuzzyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trouvé dans WoRMS`)
};

const zh_hans1_result_check_fuzzy = /** @type {(inputs: Result_Check_FuzzyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已在 WoRMS 中匹配`)
};

/**
* | output |
* | --- |
* | "Matched in WoRMS" |
*
* @param {Result_Check_FuzzyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_check_fuzzy = /** @type {((inputs?: Result_Check_FuzzyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Check_FuzzyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_check_fuzzy(inputs)
	if (locale === "de") return de_result_check_fuzzy(inputs)
	if (locale === "fr") return fr_result_check_fuzzy(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_check_fuzzy(inputs)
	return en_result_check_fuzzy(inputs)
});