/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Report_UnplacedInputs */

const en_trips_report_unplaced = /** @type {(inputs: Trips_Report_UnplacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place unknown`)
};

const es_trips_report_unplaced = /** @type {(inputs: Trips_Report_UnplacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lugar desconocido`)
};

const de_trips_report_unplaced = /** @type {(inputs: Trips_Report_UnplacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ort unbekannt`)
};

const fr_trips_report_unplaced = /** @type {(inputs: Trips_Report_UnplacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu inconnu`)
};

const zh_hans1_trips_report_unplaced = /** @type {(inputs: Trips_Report_UnplacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地点未知`)
};

/**
* | output |
* | --- |
* | "Place unknown" |
*
* @param {Trips_Report_UnplacedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_report_unplaced = /** @type {((inputs?: Trips_Report_UnplacedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Report_UnplacedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_report_unplaced(inputs)
	if (locale === "de") return de_trips_report_unplaced(inputs)
	if (locale === "fr") return fr_trips_report_unplaced(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_report_unplaced(inputs)
	return en_trips_report_unplaced(inputs)
});