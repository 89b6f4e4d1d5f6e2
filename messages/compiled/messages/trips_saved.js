/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_SavedInputs */

const en_trips_saved = /** @type {(inputs: Trips_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sightings saved.`)
};

const es_trips_saved = /** @type {(inputs: Trips_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avistamientos guardados.`)
};

const de_trips_saved = /** @type {(inputs: Trips_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sichtungen gespeichert.`)
};

const fr_trips_saved = /** @type {(inputs: Trips_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Observations enregistrées.`)
};

const zh_hans1_trips_saved = /** @type {(inputs: Trips_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`目击记录已保存。`)
};

/**
* | output |
* | --- |
* | "Sightings saved." |
*
* @param {Trips_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_saved = /** @type {((inputs?: Trips_SavedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_SavedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_saved(inputs)
	if (locale === "de") return de_trips_saved(inputs)
	if (locale === "fr") return fr_trips_saved(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_saved(inputs)
	return en_trips_saved(inputs)
});