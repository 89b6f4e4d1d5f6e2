/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Dives_Bad_Utc_OffsetInputs */

const en_error_dives_bad_utc_offset = /** @type {(inputs: Error_Dives_Bad_Utc_OffsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`utcOffsetMinutes must be a whole number of minutes from -720 (UTC-12) to 840 (UTC+14).`)
};

const es_error_dives_bad_utc_offset = /** @type {(inputs: Error_Dives_Bad_Utc_OffsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`utcOffsetMinutes debe ser un número entero de minutos entre -720 (UTC-12) y 840 (UTC+14).`)
};

const de_error_dives_bad_utc_offset = /** @type {(inputs: Error_Dives_Bad_Utc_OffsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`utcOffsetMinutes muss eine ganze Zahl von Minuten zwischen -720 (UTC-12) und 840 (UTC+14) sein.`)
};

const fr_error_dives_bad_utc_offset = /** @type {(inputs: Error_Dives_Bad_Utc_OffsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`utcOffsetMinutes doit être un nombre entier de minutes entre -720 (UTC-12) et 840 (UTC+14).`)
};

const zh_hans1_error_dives_bad_utc_offset = /** @type {(inputs: Error_Dives_Bad_Utc_OffsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`utcOffsetMinutes 必须是 -720（UTC-12）到 840（UTC+14）之间的整数分钟。`)
};

/**
* | output |
* | --- |
* | "utcOffsetMinutes must be a whole number of minutes from -720 (UTC-12) to 840 (UTC+14)." |
*
* @param {Error_Dives_Bad_Utc_OffsetInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_dives_bad_utc_offset = /** @type {((inputs?: Error_Dives_Bad_Utc_OffsetInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Dives_Bad_Utc_OffsetInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_dives_bad_utc_offset(inputs)
	if (locale === "de") return de_error_dives_bad_utc_offset(inputs)
	if (locale === "fr") return fr_error_dives_bad_utc_offset(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_dives_bad_utc_offset(inputs)
	return en_error_dives_bad_utc_offset(inputs)
});