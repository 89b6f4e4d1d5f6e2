/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Report_MapInputs */

const en_trips_report_map = /** @type {(inputs: Trips_Report_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The trip's dives on a map`)
};

const es_trips_report_map = /** @type {(inputs: Trips_Report_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las inmersiones del viaje en un mapa`)
};

const de_trips_report_map = /** @type {(inputs: Trips_Report_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Tauchgänge der Reise auf einer Karte`)
};

const fr_trips_report_map = /** @type {(inputs: Trips_Report_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les plongées du voyage sur une carte`)
};

const zh_hans1_trips_report_map = /** @type {(inputs: Trips_Report_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地图上的本次旅行潜水`)
};

/**
* | output |
* | --- |
* | "The trip's dives on a map" |
*
* @param {Trips_Report_MapInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_report_map = /** @type {((inputs?: Trips_Report_MapInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Report_MapInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_report_map(inputs)
	if (locale === "de") return de_trips_report_map(inputs)
	if (locale === "fr") return fr_trips_report_map(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_report_map(inputs)
	return en_trips_report_map(inputs)
});