/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Trip_No_DiveInputs */

const en_dives_trip_no_dive = /** @type {(inputs: Dives_Trip_No_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`on no dive`)
};

const es_dives_trip_no_dive = /** @type {(inputs: Dives_Trip_No_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en ninguna inmersión`)
};

const de_dives_trip_no_dive = /** @type {(inputs: Dives_Trip_No_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bei keinem Tauchgang`)
};

const fr_dives_trip_no_dive = /** @type {(inputs: Dives_Trip_No_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sur aucune plongée`)
};

const zh_hans1_dives_trip_no_dive = /** @type {(inputs: Dives_Trip_No_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不属于任何潜水`)
};

/**
* | output |
* | --- |
* | "on no dive" |
*
* @param {Dives_Trip_No_DiveInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_trip_no_dive = /** @type {((inputs?: Dives_Trip_No_DiveInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Trip_No_DiveInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_trip_no_dive(inputs)
	if (locale === "de") return de_dives_trip_no_dive(inputs)
	if (locale === "fr") return fr_dives_trip_no_dive(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_trip_no_dive(inputs)
	return en_dives_trip_no_dive(inputs)
});