/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Check_VerifiedInputs */

const en_result_check_verified = /** @type {(inputs: Result_Check_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified in WoRMS`)
};

const es_result_check_verified = /** @type {(inputs: Result_Check_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificado en WoRMS`)
};

const de_result_check_verified = /** @type {(inputs: Result_Check_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In WoRMS bestätigt`)
};

const fr_result_check_verified = /** @type {(inputs: Result_Check_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifié dans WoRMS`)
};

const zh_hans1_result_check_verified = /** @type {(inputs: Result_Check_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已在 WoRMS 核实`)
};

/**
* | output |
* | --- |
* | "Verified in WoRMS" |
*
* @param {Result_Check_VerifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_check_verified = /** @type {((inputs?: Result_Check_VerifiedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Check_VerifiedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_check_verified(inputs)
	if (locale === "de") return de_result_check_verified(inputs)
	if (locale === "fr") return fr_result_check_verified(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_check_verified(inputs)
	return en_result_check_verified(inputs)
});