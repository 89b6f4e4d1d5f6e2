/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_SightingsInputs */

const en_history_sightings = /** @type {(inputs: History_SightingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sightings`)
};

const es_history_sightings = /** @type {(inputs: History_SightingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avistamientos`)
};

const de_history_sightings = /** @type {(inputs: History_SightingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sichtungen`)
};

const fr_history_sightings = /** @type {(inputs: History_SightingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Observations`)
};

const zh_hans1_history_sightings = /** @type {(inputs: History_SightingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`目击次数`)
};

/**
* | output |
* | --- |
* | "Sightings" |
*
* @param {History_SightingsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_sightings = /** @type {((inputs?: History_SightingsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_SightingsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_sightings(inputs)
	if (locale === "de") return de_history_sightings(inputs)
	if (locale === "fr") return fr_history_sightings(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_sightings(inputs)
	return en_history_sightings(inputs)
});