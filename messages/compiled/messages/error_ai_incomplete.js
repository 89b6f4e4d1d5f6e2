/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Ai_IncompleteInputs */

const en_error_ai_incomplete = /** @type {(inputs: Error_Ai_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The identification is missing required information`)
};

const es_error_ai_incomplete = /** @type {(inputs: Error_Ai_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A la identificación le falta información obligatoria`)
};

const de_error_ai_incomplete = /** @type {(inputs: Error_Ai_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Bestimmung fehlen erforderliche Angaben`)
};

const fr_error_ai_incomplete = /** @type {(inputs: Error_Ai_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il manque des informations obligatoires à l’identification`)
};

const zh_hans1_error_ai_incomplete = /** @type {(inputs: Error_Ai_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`识别结果缺少必需的信息`)
};

/**
* | output |
* | --- |
* | "The identification is missing required information" |
*
* @param {Error_Ai_IncompleteInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_ai_incomplete = /** @type {((inputs?: Error_Ai_IncompleteInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Ai_IncompleteInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_ai_incomplete(inputs)
	if (locale === "de") return de_error_ai_incomplete(inputs)
	if (locale === "fr") return fr_error_ai_incomplete(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_ai_incomplete(inputs)
	return en_error_ai_incomplete(inputs)
});