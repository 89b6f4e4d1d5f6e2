/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Report_TitleInputs */

const en_trips_report_title = /** @type {(inputs: Trips_Report_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trip report`)
};

const es_trips_report_title = /** @type {(inputs: Trips_Report_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe del viaje`)
};

const de_trips_report_title = /** @type {(inputs: Trips_Report_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reisebericht`)
};

const fr_trips_report_title = /** @type {(inputs: Trips_Report_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte rendu du voyage`)
};

const zh_hans1_trips_report_title = /** @type {(inputs: Trips_Report_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`旅行报告`)
};

/**
* | output |
* | --- |
* | "Trip report" |
*
* @param {Trips_Report_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_report_title = /** @type {((inputs?: Trips_Report_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Report_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_report_title(inputs)
	if (locale === "de") return de_trips_report_title(inputs)
	if (locale === "fr") return fr_trips_report_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_report_title(inputs)
	return en_trips_report_title(inputs)
});