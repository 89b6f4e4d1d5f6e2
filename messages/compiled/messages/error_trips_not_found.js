/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Trips_Not_FoundInputs */

const en_error_trips_not_found = /** @type {(inputs: Error_Trips_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trip not found`)
};

const es_error_trips_not_found = /** @type {(inputs: Error_Trips_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Viaje no encontrado`)
};

const de_error_trips_not_found = /** @type {(inputs: Error_Trips_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reise nicht gefunden`)
};

const fr_error_trips_not_found = /** @type {(inputs: Error_Trips_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voyage introuvable`)
};

const zh_hans1_error_trips_not_found = /** @type {(inputs: Error_Trips_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未找到行程`)
};

/**
* | output |
* | --- |
* | "Trip not found" |
*
* @param {Error_Trips_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_trips_not_found = /** @type {((inputs?: Error_Trips_Not_FoundInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Trips_Not_FoundInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_trips_not_found(inputs)
	if (locale === "de") return de_error_trips_not_found(inputs)
	if (locale === "fr") return fr_error_trips_not_found(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_trips_not_found(inputs)
	return en_error_trips_not_found(inputs)
});