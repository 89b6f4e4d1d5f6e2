/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Report_DivesInputs */

const en_trips_report_dives = /** @type {(inputs: Trips_Report_DivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dives`)
};

const es_trips_report_dives = /** @type {(inputs: Trips_Report_DivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inmersiones`)
};

const de_trips_report_dives = /** @type {(inputs: Trips_Report_DivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tauchgänge`)
};

const fr_trips_report_dives = /** @type {(inputs: Trips_Report_DivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plongées`)
};

const zh_hans1_trips_report_dives = /** @type {(inputs: Trips_Report_DivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`潜水`)
};

/**
* | output |
* | --- |
* | "Dives" |
*
* @param {Trips_Report_DivesInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_report_dives = /** @type {((inputs?: Trips_Report_DivesInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Report_DivesInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_report_dives(inputs)
	if (locale === "de") return de_trips_report_dives(inputs)
	if (locale === "fr") return fr_trips_report_dives(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_report_dives(inputs)
	return en_trips_report_dives(inputs)
});