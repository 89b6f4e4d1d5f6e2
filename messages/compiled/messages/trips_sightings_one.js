/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Trips_Sightings_OneInputs */

const en_trips_sightings_one = /** @type {(inputs: Trips_Sightings_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} sighting`)
};

const es_trips_sightings_one = /** @type {(inputs: Trips_Sightings_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} avistamiento`)
};

const de_trips_sightings_one = /** @type {(inputs: Trips_Sightings_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Sichtung`)
};

const fr_trips_sightings_one = /** @type {(inputs: Trips_Sightings_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} observation`)
};

const zh_hans1_trips_sightings_one = /** @type {(inputs: Trips_Sightings_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 次目击`)
};

/**
* | output |
* | --- |
* | "{count} sighting" |
*
* @param {Trips_Sightings_OneInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_sightings_one = /** @type {((inputs: Trips_Sightings_OneInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Sightings_OneInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_sightings_one(inputs)
	if (locale === "de") return de_trips_sightings_one(inputs)
	if (locale === "fr") return fr_trips_sightings_one(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_sightings_one(inputs)
	return en_trips_sightings_one(inputs)
});