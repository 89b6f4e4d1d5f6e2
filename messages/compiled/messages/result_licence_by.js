/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Licence_ByInputs */

const en_result_licence_by = /** @type {(inputs: Result_Licence_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attribution 4.0`)
};

const es_result_licence_by = /** @type {(inputs: Result_Licence_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atribución 4.0`)
};

const de_result_licence_by = /** @type {(inputs: Result_Licence_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Namensnennung 4.0`)
};

const fr_result_licence_by = /** @type {(inputs: Result_Licence_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attribution 4.0`)
};

const zh_hans1_result_licence_by = /** @type {(inputs: Result_Licence_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`署名 4.0`)
};

/**
* | output |
* | --- |
* | "Attribution 4.0" |
*
* @param {Result_Licence_ByInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_licence_by = /** @type {((inputs?: Result_Licence_ByInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Licence_ByInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_licence_by(inputs)
	if (locale === "de") return de_result_licence_by(inputs)
	if (locale === "fr") return fr_result_licence_by(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_licence_by(inputs)
	return en_result_licence_by(inputs)
});