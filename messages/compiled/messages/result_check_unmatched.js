/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Check_UnmatchedInputs */

const en_result_check_unmatched = /** @type {(inputs: Result_Check_UnmatchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name not found in WoRMS`)
};

const es_result_check_unmatched = /** @type {(inputs: Result_Check_UnmatchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre no encontrado en WoRMS`)
};

const de_result_check_unmatched = /** @type {(inputs: Result_Check_UnmatchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name nicht in WoRMS gefunden`)
};

const fr_result_check_unmatched = /** @type {(inputs: Result_Check_UnmatchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom introuvable dans WoRMS`)
};

const zh_hans1_result_check_unmatched = /** @type {(inputs: Result_Check_UnmatchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WoRMS 中未找到此名称`)
};

/**
* | output |
* | --- |
* | "Name not found in WoRMS" |
*
* @param {Result_Check_UnmatchedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_check_unmatched = /** @type {((inputs?: Result_Check_UnmatchedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Check_UnmatchedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_check_unmatched(inputs)
	if (locale === "de") return de_result_check_unmatched(inputs)
	if (locale === "fr") return fr_result_check_unmatched(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_check_unmatched(inputs)
	return en_result_check_unmatched(inputs)
});