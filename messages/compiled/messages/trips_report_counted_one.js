/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Trips_Report_Counted_OneInputs */

const en_trips_report_counted_one = /** @type {(inputs: Trips_Report_Counted_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} identified sighting`)
};

const es_trips_report_counted_one = /** @type {(inputs: Trips_Report_Counted_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} avistamiento identificado`)
};

const de_trips_report_counted_one = /** @type {(inputs: Trips_Report_Counted_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} bestimmte Sichtung`)
};

const fr_trips_report_counted_one = /** @type {(inputs: Trips_Report_Counted_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} observation identifiée`)
};

const zh_hans1_trips_report_counted_one = /** @type {(inputs: Trips_Report_Counted_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 次已鉴定的目击`)
};

/**
* | output |
* | --- |
* | "{count} identified sighting" |
*
* @param {Trips_Report_Counted_OneInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_report_counted_one = /** @type {((inputs: Trips_Report_Counted_OneInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Report_Counted_OneInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_report_counted_one(inputs)
	if (locale === "de") return de_trips_report_counted_one(inputs)
	if (locale === "fr") return fr_trips_report_counted_one(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_report_counted_one(inputs)
	return en_trips_report_counted_one(inputs)
});