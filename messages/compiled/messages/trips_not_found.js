/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Not_FoundInputs */

const en_trips_not_found = /** @type {(inputs: Trips_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This trip could not be found.`)
};

const es_trips_not_found = /** @type {(inputs: Trips_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontró este viaje.`)
};

const de_trips_not_found = /** @type {(inputs: Trips_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Reise wurde nicht gefunden.`)
};

const fr_trips_not_found = /** @type {(inputs: Trips_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce voyage est introuvable.`)
};

const zh_hans1_trips_not_found = /** @type {(inputs: Trips_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`找不到这次旅行。`)
};

/**
* | output |
* | --- |
* | "This trip could not be found." |
*
* @param {Trips_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_not_found = /** @type {((inputs?: Trips_Not_FoundInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Not_FoundInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_not_found(inputs)
	if (locale === "de") return de_trips_not_found(inputs)
	if (locale === "fr") return fr_trips_not_found(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_not_found(inputs)
	return en_trips_not_found(inputs)
});