/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Offer_DoneInputs */

const en_trips_offer_done = /** @type {(inputs: Trips_Offer_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The accepted sightings are offered to the catalogue.`)
};

const es_trips_offer_done = /** @type {(inputs: Trips_Offer_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los avistamientos aceptados se ofrecen al catálogo.`)
};

const de_trips_offer_done = /** @type {(inputs: Trips_Offer_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die angenommenen Sichtungen sind dem Katalog angeboten.`)
};

const fr_trips_offer_done = /** @type {(inputs: Trips_Offer_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les observations acceptées sont proposées au catalogue.`)
};

const zh_hans1_trips_offer_done = /** @type {(inputs: Trips_Offer_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已接受的目击记录已提供给目录。`)
};

/**
* | output |
* | --- |
* | "The accepted sightings are offered to the catalogue." |
*
* @param {Trips_Offer_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_offer_done = /** @type {((inputs?: Trips_Offer_DoneInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Offer_DoneInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_offer_done(inputs)
	if (locale === "de") return de_trips_offer_done(inputs)
	if (locale === "fr") return fr_trips_offer_done(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_offer_done(inputs)
	return en_trips_offer_done(inputs)
});