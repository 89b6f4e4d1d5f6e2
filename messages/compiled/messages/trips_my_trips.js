/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_My_TripsInputs */

const en_trips_my_trips = /** @type {(inputs: Trips_My_TripsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Trips`)
};

const es_trips_my_trips = /** @type {(inputs: Trips_My_TripsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis viajes`)
};

const de_trips_my_trips = /** @type {(inputs: Trips_My_TripsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine Reisen`)
};

const fr_trips_my_trips = /** @type {(inputs: Trips_My_TripsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes voyages`)
};

const zh_hans1_trips_my_trips = /** @type {(inputs: Trips_My_TripsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的旅行`)
};

/**
* | output |
* | --- |
* | "My Trips" |
*
* @param {Trips_My_TripsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_my_trips = /** @type {((inputs?: Trips_My_TripsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_My_TripsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_my_trips(inputs)
	if (locale === "de") return de_trips_my_trips(inputs)
	if (locale === "fr") return fr_trips_my_trips(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_my_trips(inputs)
	return en_trips_my_trips(inputs)
});