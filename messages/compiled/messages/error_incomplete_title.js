/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Incomplete_TitleInputs */

const en_error_incomplete_title = /** @type {(inputs: Error_Incomplete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incomplete Response`)
};

const es_error_incomplete_title = /** @type {(inputs: Error_Incomplete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respuesta incompleta`)
};

const de_error_incomplete_title = /** @type {(inputs: Error_Incomplete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unvollständige Antwort`)
};

const fr_error_incomplete_title = /** @type {(inputs: Error_Incomplete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réponse incomplète`)
};

const zh_hans1_error_incomplete_title = /** @type {(inputs: Error_Incomplete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`回答不完整`)
};

/**
* | output |
* | --- |
* | "Incomplete Response" |
*
* @param {Error_Incomplete_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_incomplete_title = /** @type {((inputs?: Error_Incomplete_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Incomplete_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_incomplete_title(inputs)
	if (locale === "de") return de_error_incomplete_title(inputs)
	if (locale === "fr") return fr_error_incomplete_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_incomplete_title(inputs)
	return en_error_incomplete_title(inputs)
});