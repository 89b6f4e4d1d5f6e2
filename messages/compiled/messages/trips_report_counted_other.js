/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Trips_Report_Counted_OtherInputs */

const en_trips_report_counted_other = /** @type {(inputs: Trips_Report_Counted_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} identified sightings`)
};

const es_trips_report_counted_other = /** @type {(inputs: Trips_Report_Counted_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} avistamientos identificados`)
};

const de_trips_report_counted_other = /** @type {(inputs: Trips_Report_Counted_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} bestimmte Sichtungen`)
};

const fr_trips_report_counted_other = /** @type {(inputs: Trips_Report_Counted_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} observations identifiées`)
};

const zh_hans1_trips_report_counted_other = /** @type {(inputs: Trips_Report_Counted_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 次已鉴定的目击`)
};

/**
* | output |
* | --- |
* | "{count} identified sightings" |
*
* @param {Trips_Report_Counted_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_report_counted_other = /** @type {((inputs: Trips_Report_Counted_OtherInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Report_Counted_OtherInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_report_counted_other(inputs)
	if (locale === "de") return de_trips_report_counted_other(inputs)
	if (locale === "fr") return fr_trips_report_counted_other(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_report_counted_other(inputs)
	return en_trips_report_counted_other(inputs)
});