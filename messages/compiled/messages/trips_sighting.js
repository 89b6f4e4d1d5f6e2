/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ index: NonNullable<unknown> }} Trips_SightingInputs */

const en_trips_sighting = /** @type {(inputs: Trips_SightingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sighting ${i?.index}`)
};

const es_trips_sighting = /** @type {(inputs: Trips_SightingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Avistamiento ${i?.index}`)
};

const de_trips_sighting = /** @type {(inputs: Trips_SightingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sichtung ${i?.index}`)
};

const fr_trips_sighting = /** @type {(inputs: Trips_SightingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Observation ${i?.index}`)
};

const zh_hans1_trips_sighting = /** @type {(inputs: Trips_SightingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`目击 ${i?.index}`)
};

/**
* | output |
* | --- |
* | "Sighting {index}" |
*
* @param {Trips_SightingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_sighting = /** @type {((inputs: Trips_SightingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_SightingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_sighting(inputs)
	if (locale === "de") return de_trips_sighting(inputs)
	if (locale === "fr") return fr_trips_sighting(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_sighting(inputs)
	return en_trips_sighting(inputs)
});