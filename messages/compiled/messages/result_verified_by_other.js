/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Result_Verified_By_OtherInputs */

const en_result_verified_by_other = /** @type {(inputs: Result_Verified_By_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verified by ${i?.count} experts`)
};

const es_result_verified_by_other = /** @type {(inputs: Result_Verified_By_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verificado por ${i?.count} expertos`)
};

const de_result_verified_by_other = /** @type {(inputs: Result_Verified_By_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Von ${i?.count} Fachleuten bestätigt`)
};

const fr_result_verified_by_other = /** @type {(inputs: Result_Verified_By_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vérifié par ${i?.count} experts`)
};

const zh_hans1_result_verified_by_other = /** @type {(inputs: Result_Verified_By_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已由 ${i?.count} 位专家核实`)
};

/**
* | output |
* | --- |
* | "Verified by {count} experts" |
*
* @param {Result_Verified_By_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_verified_by_other = /** @type {((inputs: Result_Verified_By_OtherInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Verified_By_OtherInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_verified_by_other(inputs)
	if (locale === "de") return de_result_verified_by_other(inputs)
	if (locale === "fr") return fr_result_verified_by_other(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_verified_by_other(inputs)
	return en_result_verified_by_other(inputs)
});