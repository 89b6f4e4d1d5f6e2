/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Report_No_DiveInputs */

const en_trips_report_no_dive = /** @type {(inputs: Trips_Report_No_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seen on no dive`)
};

const es_trips_report_no_dive = /** @type {(inputs: Trips_Report_No_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vistas fuera de una inmersión`)
};

const de_trips_report_no_dive = /** @type {(inputs: Trips_Report_No_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf keinem Tauchgang gesehen`)
};

const fr_trips_report_no_dive = /** @type {(inputs: Trips_Report_No_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vues hors plongée`)
};

const zh_hans1_trips_report_no_dive = /** @type {(inputs: Trips_Report_No_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不在任何一次潜水中`)
};

/**
* | output |
* | --- |
* | "Seen on no dive" |
*
* @param {Trips_Report_No_DiveInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_report_no_dive = /** @type {((inputs?: Trips_Report_No_DiveInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Report_No_DiveInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_report_no_dive(inputs)
	if (locale === "de") return de_trips_report_no_dive(inputs)
	if (locale === "fr") return fr_trips_report_no_dive(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_report_no_dive(inputs)
	return en_trips_report_no_dive(inputs)
});