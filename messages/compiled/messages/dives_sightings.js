/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_SightingsInputs */

const en_dives_sightings = /** @type {(inputs: Dives_SightingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sightings`)
};

const es_dives_sightings = /** @type {(inputs: Dives_SightingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avistamientos`)
};

const de_dives_sightings = /** @type {(inputs: Dives_SightingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sichtungen`)
};

const fr_dives_sightings = /** @type {(inputs: Dives_SightingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Observations`)
};

const zh_hans1_dives_sightings = /** @type {(inputs: Dives_SightingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`目击记录`)
};

/**
* | output |
* | --- |
* | "Sightings" |
*
* @param {Dives_SightingsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_sightings = /** @type {((inputs?: Dives_SightingsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_SightingsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_sightings(inputs)
	if (locale === "de") return de_dives_sightings(inputs)
	if (locale === "fr") return fr_dives_sightings(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_sightings(inputs)
	return en_dives_sightings(inputs)
});