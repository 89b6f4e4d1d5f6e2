/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Ai_CancelledInputs */

const en_error_ai_cancelled = /** @type {(inputs: Error_Ai_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The identification was cancelled.`)
};

const es_error_ai_cancelled = /** @type {(inputs: Error_Ai_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se canceló la identificación.`)
};

const de_error_ai_cancelled = /** @type {(inputs: Error_Ai_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bestimmung wurde abgebrochen.`)
};

const fr_error_ai_cancelled = /** @type {(inputs: Error_Ai_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’identification a été annulée.`)
};

const zh_hans1_error_ai_cancelled = /** @type {(inputs: Error_Ai_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`识别已取消。`)
};

/**
* | output |
* | --- |
* | "The identification was cancelled." |
*
* @param {Error_Ai_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_ai_cancelled = /** @type {((inputs?: Error_Ai_CancelledInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Ai_CancelledInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_ai_cancelled(inputs)
	if (locale === "de") return de_error_ai_cancelled(inputs)
	if (locale === "fr") return fr_error_ai_cancelled(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_ai_cancelled(inputs)
	return en_error_ai_cancelled(inputs)
});