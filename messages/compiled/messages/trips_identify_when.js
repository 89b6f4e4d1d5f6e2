/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Identify_WhenInputs */

const en_trips_identify_when = /** @type {(inputs: Trips_Identify_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When`)
};

const es_trips_identify_when = /** @type {(inputs: Trips_Identify_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuándo`)
};

const de_trips_identify_when = /** @type {(inputs: Trips_Identify_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wann`)
};

const fr_trips_identify_when = /** @type {(inputs: Trips_Identify_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand`)
};

const zh_hans1_trips_identify_when = /** @type {(inputs: Trips_Identify_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`何时`)
};

/**
* | output |
* | --- |
* | "When" |
*
* @param {Trips_Identify_WhenInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_identify_when = /** @type {((inputs?: Trips_Identify_WhenInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Identify_WhenInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_identify_when(inputs)
	if (locale === "de") return de_trips_identify_when(inputs)
	if (locale === "fr") return fr_trips_identify_when(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_identify_when(inputs)
	return en_trips_identify_when(inputs)
});