/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Report_LinkInputs */

const en_trips_report_link = /** @type {(inputs: Trips_Report_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the trip report`)
};

const es_trips_report_link = /** @type {(inputs: Trips_Report_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver el informe del viaje`)
};

const de_trips_report_link = /** @type {(inputs: Trips_Report_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reisebericht ansehen`)
};

const fr_trips_report_link = /** @type {(inputs: Trips_Report_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir le compte rendu du voyage`)
};

const zh_hans1_trips_report_link = /** @type {(inputs: Trips_Report_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看旅行报告`)
};

/**
* | output |
* | --- |
* | "See the trip report" |
*
* @param {Trips_Report_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_report_link = /** @type {((inputs?: Trips_Report_LinkInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Report_LinkInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_report_link(inputs)
	if (locale === "de") return de_trips_report_link(inputs)
	if (locale === "fr") return fr_trips_report_link(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_report_link(inputs)
	return en_trips_report_link(inputs)
});