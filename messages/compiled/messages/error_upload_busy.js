/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Upload_BusyInputs */

const en_error_upload_busy = /** @type {(inputs: Error_Upload_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many identifications are running at once. Please try again in a moment.`)
};

const es_error_upload_busy = /** @type {(inputs: Error_Upload_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hay demasiadas identificaciones en curso. Vuelve a intentarlo en un momento.`)
};

const de_error_upload_busy = /** @type {(inputs: Error_Upload_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gerade laufen zu viele Bestimmungen gleichzeitig. Bitte versuche es gleich noch einmal.`)
};

const fr_error_upload_busy = /** @type {(inputs: Error_Upload_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop d’identifications sont en cours. Réessayez dans un instant.`)
};

const zh_hans1_error_upload_busy = /** @type {(inputs: Error_Upload_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`同时进行的识别过多，请稍后再试。`)
};

/**
* | output |
* | --- |
* | "Too many identifications are running at once. Please try again in a moment." |
*
* @param {Error_Upload_BusyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_upload_busy = /** @type {((inputs?: Error_Upload_BusyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Upload_BusyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_upload_busy(inputs)
	if (locale === "de") return de_error_upload_busy(inputs)
	if (locale === "fr") return fr_error_upload_busy(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_upload_busy(inputs)
	return en_error_upload_busy(inputs)
});