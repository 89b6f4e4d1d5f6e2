/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ dive: NonNullable<unknown> }} Trips_DiveInputs */

const en_trips_dive = /** @type {(inputs: Trips_DiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dive ${i?.dive}`)
};

const es_trips_dive = /** @type {(inputs: Trips_DiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inmersión ${i?.dive}`)
};

const de_trips_dive = /** @type {(inputs: Trips_DiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tauchgang ${i?.dive}`)
};

const fr_trips_dive = /** @type {(inputs: Trips_DiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plongée ${i?.dive}`)
};

const zh_hans1_trips_dive = /** @type {(inputs: Trips_DiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`潜水 ${i?.dive}`)
};

/**
* | output |
* | --- |
* | "Dive {dive}" |
*
* @param {Trips_DiveInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_dive = /** @type {((inputs: Trips_DiveInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_DiveInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_dive(inputs)
	if (locale === "de") return de_trips_dive(inputs)
	if (locale === "fr") return fr_trips_dive(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_dive(inputs)
	return en_trips_dive(inputs)
});