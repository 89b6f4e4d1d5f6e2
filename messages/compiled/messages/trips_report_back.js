/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Report_BackInputs */

const en_trips_report_back = /** @type {(inputs: Trips_Report_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the trip`)
};

const es_trips_report_back = /** @type {(inputs: Trips_Report_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver al viaje`)
};

const de_trips_report_back = /** @type {(inputs: Trips_Report_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zur Reise`)
};

const fr_trips_report_back = /** @type {(inputs: Trips_Report_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour au voyage`)
};

const zh_hans1_trips_report_back = /** @type {(inputs: Trips_Report_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`返回旅行`)
};

/**
* | output |
* | --- |
* | "Back to the trip" |
*
* @param {Trips_Report_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_report_back = /** @type {((inputs?: Trips_Report_BackInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Report_BackInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_report_back(inputs)
	if (locale === "de") return de_trips_report_back(inputs)
	if (locale === "fr") return fr_trips_report_back(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_report_back(inputs)
	return en_trips_report_back(inputs)
});