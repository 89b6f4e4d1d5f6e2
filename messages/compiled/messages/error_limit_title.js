/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Limit_TitleInputs */

const en_error_limit_title = /** @type {(inputs: Error_Limit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identification limit reached`)
};

const es_error_limit_title = /** @type {(inputs: Error_Limit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Límite de identificaciones alcanzado`)
};

const de_error_limit_title = /** @type {(inputs: Error_Limit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestimmungslimit erreicht`)
};

const fr_error_limit_title = /** @type {(inputs: Error_Limit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limite d’identifications atteinte`)
};

const zh_hans1_error_limit_title = /** @type {(inputs: Error_Limit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已达到识别次数上限`)
};

/**
* | output |
* | --- |
* | "Identification limit reached" |
*
* @param {Error_Limit_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_limit_title = /** @type {((inputs?: Error_Limit_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Limit_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_limit_title(inputs)
	if (locale === "de") return de_error_limit_title(inputs)
	if (locale === "fr") return fr_error_limit_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_limit_title(inputs)
	return en_error_limit_title(inputs)
});