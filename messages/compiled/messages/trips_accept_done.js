/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Accept_DoneInputs */

const en_trips_accept_done = /** @type {(inputs: Trips_Accept_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sightings accepted.`)
};

const es_trips_accept_done = /** @type {(inputs: Trips_Accept_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avistamientos aceptados.`)
};

const de_trips_accept_done = /** @type {(inputs: Trips_Accept_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sichtungen angenommen.`)
};

const fr_trips_accept_done = /** @type {(inputs: Trips_Accept_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Observations acceptées.`)
};

const zh_hans1_trips_accept_done = /** @type {(inputs: Trips_Accept_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`目击记录已接受。`)
};

/**
* | output |
* | --- |
* | "Sightings accepted." |
*
* @param {Trips_Accept_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_accept_done = /** @type {((inputs?: Trips_Accept_DoneInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Accept_DoneInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_accept_done(inputs)
	if (locale === "de") return de_trips_accept_done(inputs)
	if (locale === "fr") return fr_trips_accept_done(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_accept_done(inputs)
	return en_trips_accept_done(inputs)
});