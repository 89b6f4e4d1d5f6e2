/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Trips_Sighting_Not_FoundInputs */

const en_error_trips_sighting_not_found = /** @type {(inputs: Error_Trips_Sighting_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This trip has no such sighting`)
};

const es_error_trips_sighting_not_found = /** @type {(inputs: Error_Trips_Sighting_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este viaje no tiene ese avistamiento`)
};

const de_error_trips_sighting_not_found = /** @type {(inputs: Error_Trips_Sighting_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Reise hat keine solche Sichtung`)
};

const fr_error_trips_sighting_not_found = /** @type {(inputs: Error_Trips_Sighting_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce voyage n’a pas cette observation`)
};

const zh_hans1_error_trips_sighting_not_found = /** @type {(inputs: Error_Trips_Sighting_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此旅行中没有这个目击记录`)
};

/**
* | output |
* | --- |
* | "This trip has no such sighting" |
*
* @param {Error_Trips_Sighting_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_trips_sighting_not_found = /** @type {((inputs?: Error_Trips_Sighting_Not_FoundInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Trips_Sighting_Not_FoundInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_trips_sighting_not_found(inputs)
	if (locale === "de") return de_error_trips_sighting_not_found(inputs)
	if (locale === "fr") return fr_error_trips_sighting_not_found(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_trips_sighting_not_found(inputs)
	return en_error_trips_sighting_not_found(inputs)
});