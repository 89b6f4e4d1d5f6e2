/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Report_Species_LabelInputs */

const en_trips_report_species_label = /** @type {(inputs: Trips_Report_Species_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Species seen on the trip, the most seen first`)
};

const es_trips_report_species_label = /** @type {(inputs: Trips_Report_Species_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Especies vistas en el viaje, las más vistas primero`)
};

const de_trips_report_species_label = /** @type {(inputs: Trips_Report_Species_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf der Reise gesehene Arten, die häufigsten zuerst`)
};

const fr_trips_report_species_label = /** @type {(inputs: Trips_Report_Species_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espèces observées pendant le voyage, les plus vues d'abord`)
};

const zh_hans1_trips_report_species_label = /** @type {(inputs: Trips_Report_Species_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本次旅行见到的物种，按次数从多到少`)
};

/**
* | output |
* | --- |
* | "Species seen on the trip, the most seen first" |
*
* @param {Trips_Report_Species_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_report_species_label = /** @type {((inputs?: Trips_Report_Species_LabelInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Report_Species_LabelInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_report_species_label(inputs)
	if (locale === "de") return de_trips_report_species_label(inputs)
	if (locale === "fr") return fr_trips_report_species_label(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_report_species_label(inputs)
	return en_trips_report_species_label(inputs)
});