/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Observed_At_UnreadableInputs */

const en_error_observed_at_unreadable = /** @type {(inputs: Error_Observed_At_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`observedAt must be an ISO date (2025-06-14) or date-time (2025-06-14T09:41:00)`)
};

const es_error_observed_at_unreadable = /** @type {(inputs: Error_Observed_At_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`observedAt debe ser una fecha ISO (2025-06-14) o una fecha y hora (2025-06-14T09:41:00)`)
};

const de_error_observed_at_unreadable = /** @type {(inputs: Error_Observed_At_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`observedAt muss ein ISO-Datum (2025-06-14) oder Datum mit Uhrzeit (2025-06-14T09:41:00) sein`)
};

const fr_error_observed_at_unreadable = /** @type {(inputs: Error_Observed_At_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`observedAt doit être une date ISO (2025-06-14) ou une date et heure (2025-06-14T09:41:00)`)
};

const zh_hans1_error_observed_at_unreadable = /** @type {(inputs: Error_Observed_At_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`observedAt 必须是 ISO 日期（2025-06-14）或日期时间（2025-06-14T09:41:00）`)
};

/**
* | output |
* | --- |
* | "observedAt must be an ISO date (2025-06-14) or date-time (2025-06-14T09:41:00)" |
*
* @param {Error_Observed_At_UnreadableInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_observed_at_unreadable = /** @type {((inputs?: Error_Observed_At_UnreadableInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Observed_At_UnreadableInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_observed_at_unreadable(inputs)
	if (locale === "de") return de_error_observed_at_unreadable(inputs)
	if (locale === "fr") return fr_error_observed_at_unreadable(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_observed_at_unreadable(inputs)
	return en_error_observed_at_unreadable(inputs)
});