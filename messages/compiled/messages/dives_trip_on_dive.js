/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ dive: NonNullable<unknown> }} Dives_Trip_On_DiveInputs */

const en_dives_trip_on_dive = /** @type {(inputs: Dives_Trip_On_DiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`dive of ${i?.dive}`)
};

const es_dives_trip_on_dive = /** @type {(inputs: Dives_Trip_On_DiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`inmersión del ${i?.dive}`)
};

const de_dives_trip_on_dive = /** @type {(inputs: Dives_Trip_On_DiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tauchgang vom ${i?.dive}`)
};

const fr_dives_trip_on_dive = /** @type {(inputs: Dives_Trip_On_DiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`plongée du ${i?.dive}`)
};

const zh_hans1_dives_trip_on_dive = /** @type {(inputs: Dives_Trip_On_DiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.dive} 的潜水`)
};

/**
* | output |
* | --- |
* | "dive of {dive}" |
*
* @param {Dives_Trip_On_DiveInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_trip_on_dive = /** @type {((inputs: Dives_Trip_On_DiveInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Trip_On_DiveInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_trip_on_dive(inputs)
	if (locale === "de") return de_dives_trip_on_dive(inputs)
	if (locale === "fr") return fr_dives_trip_on_dive(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_trip_on_dive(inputs)
	return en_dives_trip_on_dive(inputs)
});