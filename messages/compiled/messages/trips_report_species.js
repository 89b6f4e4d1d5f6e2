/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Report_SpeciesInputs */

const en_trips_report_species = /** @type {(inputs: Trips_Report_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Species seen`)
};

const es_trips_report_species = /** @type {(inputs: Trips_Report_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Especies vistas`)
};

const de_trips_report_species = /** @type {(inputs: Trips_Report_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gesehene Arten`)
};

const fr_trips_report_species = /** @type {(inputs: Trips_Report_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espèces observées`)
};

const zh_hans1_trips_report_species = /** @type {(inputs: Trips_Report_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`见到的物种`)
};

/**
* | output |
* | --- |
* | "Species seen" |
*
* @param {Trips_Report_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_report_species = /** @type {((inputs?: Trips_Report_SpeciesInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Report_SpeciesInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_report_species(inputs)
	if (locale === "de") return de_trips_report_species(inputs)
	if (locale === "fr") return fr_trips_report_species(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_report_species(inputs)
	return en_trips_report_species(inputs)
});