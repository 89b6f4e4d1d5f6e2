/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Offer_ErrorInputs */

const en_trips_offer_error = /** @type {(inputs: Trips_Offer_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sightings could not be offered. Please try again.`)
};

const es_trips_offer_error = /** @type {(inputs: Trips_Offer_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron ofrecer los avistamientos. Inténtalo de nuevo.`)
};

const de_trips_offer_error = /** @type {(inputs: Trips_Offer_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Sichtungen konnten nicht angeboten werden. Bitte versuche es erneut.`)
};

const fr_trips_offer_error = /** @type {(inputs: Trips_Offer_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les observations n’ont pas pu être proposées. Veuillez réessayer.`)
};

const zh_hans1_trips_offer_error = /** @type {(inputs: Trips_Offer_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法提供这些目击记录，请重试。`)
};

/**
* | output |
* | --- |
* | "The sightings could not be offered. Please try again." |
*
* @param {Trips_Offer_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_offer_error = /** @type {((inputs?: Trips_Offer_ErrorInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Offer_ErrorInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_offer_error(inputs)
	if (locale === "de") return de_trips_offer_error(inputs)
	if (locale === "fr") return fr_trips_offer_error(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_offer_error(inputs)
	return en_trips_offer_error(inputs)
});