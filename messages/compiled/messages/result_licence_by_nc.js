/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Licence_By_NcInputs */

const en_result_licence_by_nc = /** @type {(inputs: Result_Licence_By_NcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attribution-NonCommercial 4.0`)
};

const es_result_licence_by_nc = /** @type {(inputs: Result_Licence_By_NcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atribución-NoComercial 4.0`)
};

const de_result_licence_by_nc = /** @type {(inputs: Result_Licence_By_NcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Namensnennung-Nicht kommerziell 4.0`)
};

const fr_result_licence_by_nc = /** @type {(inputs: Result_Licence_By_NcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attribution - Pas d’utilisation commerciale 4.0`)
};

const zh_hans1_result_licence_by_nc = /** @type {(inputs: Result_Licence_By_NcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`署名-非商业性使用 4.0`)
};

/**
* | output |
* | --- |
* | "Attribution-NonCommercial 4.0" |
*
* @param {Result_Licence_By_NcInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_licence_by_nc = /** @type {((inputs?: Result_Licence_By_NcInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Licence_By_NcInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_licence_by_nc(inputs)
	if (locale === "de") return de_result_licence_by_nc(inputs)
	if (locale === "fr") return fr_result_licence_by_nc(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_licence_by_nc(inputs)
	return en_result_licence_by_nc(inputs)
});