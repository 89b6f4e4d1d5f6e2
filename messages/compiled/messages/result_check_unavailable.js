/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Check_UnavailableInputs */

const en_result_check_unavailable = /** @type {(inputs: Result_Check_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not yet checked`)
};

const es_result_check_unavailable = /** @type {(inputs: Result_Check_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún sin comprobar`)
};

const de_result_check_unavailable = /** @type {(inputs: Result_Check_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nicht geprüft`)
};

const fr_result_check_unavailable = /** @type {(inputs: Result_Check_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore vérifié`)
};

const zh_hans1_result_check_unavailable = /** @type {(inputs: Result_Check_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚未核实`)
};

/**
* | output |
* | --- |
* | "Not yet checked" |
*
* @param {Result_Check_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_check_unavailable = /** @type {((inputs?: Result_Check_UnavailableInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Check_UnavailableInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_check_unavailable(inputs)
	if (locale === "de") return de_result_check_unavailable(inputs)
	if (locale === "fr") return fr_result_check_unavailable(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_check_unavailable(inputs)
	return en_result_check_unavailable(inputs)
});