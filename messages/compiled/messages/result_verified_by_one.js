/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Result_Verified_By_OneInputs */

const en_result_verified_by_one = /** @type {(inputs: Result_Verified_By_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verified by ${i?.count} expert`)
};

const es_result_verified_by_one = /** @type {(inputs: Result_Verified_By_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verificado por ${i?.count} experto`)
};

const de_result_verified_by_one = /** @type {(inputs: Result_Verified_By_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Von ${i?.count} Fachperson bestätigt`)
};

const fr_result_verified_by_one = /** @type {(inputs: Result_Verified_By_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vérifié par ${i?.count} expert`)
};

const zh_hans1_result_verified_by_one = /** @type {(inputs: Result_Verified_By_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已由 ${i?.count} 位专家核实`)
};

/**
* | output |
* | --- |
* | "Verified by {count} expert" |
*
* @param {Result_Verified_By_OneInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_verified_by_one = /** @type {((inputs: Result_Verified_By_OneInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Verified_By_OneInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_verified_by_one(inputs)
	if (locale === "de") return de_result_verified_by_one(inputs)
	if (locale === "fr") return fr_result_verified_by_one(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_verified_by_one(inputs)
	return en_result_verified_by_one(inputs)
});