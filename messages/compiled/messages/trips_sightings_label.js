/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Sightings_LabelInputs */

const en_trips_sightings_label = /** @type {(inputs: Trips_Sightings_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sightings, in time order`)
};

const es_trips_sightings_label = /** @type {(inputs: Trips_Sightings_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avistamientos, por orden de hora`)
};

const de_trips_sightings_label = /** @type {(inputs: Trips_Sightings_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sichtungen, zeitlich geordnet`)
};

const fr_trips_sightings_label = /** @type {(inputs: Trips_Sightings_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Observations, par ordre chronologique`)
};

const zh_hans1_trips_sightings_label = /** @type {(inputs: Trips_Sightings_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`目击记录（按时间排序）`)
};

/**
* | output |
* | --- |
* | "Sightings, in time order" |
*
* @param {Trips_Sightings_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_sightings_label = /** @type {((inputs?: Trips_Sightings_LabelInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Sightings_LabelInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_sightings_label(inputs)
	if (locale === "de") return de_trips_sightings_label(inputs)
	if (locale === "fr") return fr_trips_sightings_label(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_sightings_label(inputs)
	return en_trips_sightings_label(inputs)
});