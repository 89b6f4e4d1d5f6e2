/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Accept_ErrorInputs */

const en_trips_accept_error = /** @type {(inputs: Trips_Accept_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sightings could not be accepted. Please try again.`)
};

const es_trips_accept_error = /** @type {(inputs: Trips_Accept_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron aceptar los avistamientos. Inténtalo de nuevo.`)
};

const de_trips_accept_error = /** @type {(inputs: Trips_Accept_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Sichtungen konnten nicht angenommen werden. Bitte versuche es erneut.`)
};

const fr_trips_accept_error = /** @type {(inputs: Trips_Accept_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les observations n’ont pas pu être acceptées. Veuillez réessayer.`)
};

const zh_hans1_trips_accept_error = /** @type {(inputs: Trips_Accept_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法接受这些目击记录，请重试。`)
};

/**
* | output |
* | --- |
* | "The sightings could not be accepted. Please try again." |
*
* @param {Trips_Accept_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_accept_error = /** @type {((inputs?: Trips_Accept_ErrorInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Accept_ErrorInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_accept_error(inputs)
	if (locale === "de") return de_trips_accept_error(inputs)
	if (locale === "fr") return fr_trips_accept_error(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_accept_error(inputs)
	return en_trips_accept_error(inputs)
});