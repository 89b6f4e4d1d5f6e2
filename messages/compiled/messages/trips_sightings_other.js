/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Trips_Sightings_OtherInputs */

const en_trips_sightings_other = /** @type {(inputs: Trips_Sightings_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} sightings`)
};

const es_trips_sightings_other = /** @type {(inputs: Trips_Sightings_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} avistamientos`)
};

const de_trips_sightings_other = /** @type {(inputs: Trips_Sightings_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Sichtungen`)
};

const fr_trips_sightings_other = /** @type {(inputs: Trips_Sightings_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} observations`)
};

const zh_hans1_trips_sightings_other = /** @type {(inputs: Trips_Sightings_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 次目击`)
};

/**
* | output |
* | --- |
* | "{count} sightings" |
*
* @param {Trips_Sightings_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_sightings_other = /** @type {((inputs: Trips_Sightings_OtherInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Sightings_OtherInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_sightings_other(inputs)
	if (locale === "de") return de_trips_sightings_other(inputs)
	if (locale === "fr") return fr_trips_sightings_other(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_sightings_other(inputs)
	return en_trips_sightings_other(inputs)
});