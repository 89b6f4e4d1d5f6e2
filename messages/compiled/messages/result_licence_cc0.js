/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Licence_Cc0Inputs */

const en_result_licence_cc0 = /** @type {(inputs: Result_Licence_Cc0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Public Domain Dedication`)
};

const es_result_licence_cc0 = /** @type {(inputs: Result_Licence_Cc0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dedicación al dominio público`)
};

const de_result_licence_cc0 = /** @type {(inputs: Result_Licence_Cc0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Widmung zur Gemeinfreiheit`)
};

const fr_result_licence_cc0 = /** @type {(inputs: Result_Licence_Cc0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dédicace au domaine public`)
};

const zh_hans1_result_licence_cc0 = /** @type {(inputs: Result_Licence_Cc0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`公共领域贡献宣告`)
};

/**
* | output |
* | --- |
* | "Public Domain Dedication" |
*
* @param {Result_Licence_Cc0Inputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_licence_cc0 = /** @type {((inputs?: Result_Licence_Cc0Inputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Licence_Cc0Inputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_licence_cc0(inputs)
	if (locale === "de") return de_result_licence_cc0(inputs)
	if (locale === "fr") return fr_result_licence_cc0(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_licence_cc0(inputs)
	return en_result_licence_cc0(inputs)
});