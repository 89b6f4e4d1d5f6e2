/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Report_EmptyInputs */

const en_trips_report_empty = /** @type {(inputs: Trips_Report_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No sighting of this trip is identified yet.`)
};

const es_trips_report_empty = /** @type {(inputs: Trips_Report_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay ningún avistamiento identificado en este viaje.`)
};

const de_trips_report_empty = /** @type {(inputs: Trips_Report_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Sichtung dieser Reise ist bestimmt.`)
};

const fr_trips_report_empty = /** @type {(inputs: Trips_Report_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune observation de ce voyage n'est encore identifiée.`)
};

const zh_hans1_trips_report_empty = /** @type {(inputs: Trips_Report_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本次旅行尚无已鉴定的目击。`)
};

/**
* | output |
* | --- |
* | "No sighting of this trip is identified yet." |
*
* @param {Trips_Report_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_report_empty = /** @type {((inputs?: Trips_Report_EmptyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Report_EmptyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_report_empty(inputs)
	if (locale === "de") return de_trips_report_empty(inputs)
	if (locale === "fr") return fr_trips_report_empty(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_report_empty(inputs)
	return en_trips_report_empty(inputs)
});