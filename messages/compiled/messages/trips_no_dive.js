/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_No_DiveInputs */

const en_trips_no_dive = /** @type {(inputs: Trips_No_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On no dive`)
};

const es_trips_no_dive = /** @type {(inputs: Trips_No_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin inmersión`)
};

const de_trips_no_dive = /** @type {(inputs: Trips_No_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keinem Tauchgang zugeordnet`)
};

const fr_trips_no_dive = /** @type {(inputs: Trips_No_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hors plongée`)
};

const zh_hans1_trips_no_dive = /** @type {(inputs: Trips_No_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未关联潜水`)
};

/**
* | output |
* | --- |
* | "On no dive" |
*
* @param {Trips_No_DiveInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_no_dive = /** @type {((inputs?: Trips_No_DiveInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_No_DiveInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_no_dive(inputs)
	if (locale === "de") return de_trips_no_dive(inputs)
	if (locale === "fr") return fr_trips_no_dive(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_no_dive(inputs)
	return en_trips_no_dive(inputs)
});