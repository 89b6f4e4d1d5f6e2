/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Report_Dives_LabelInputs */

const en_trips_report_dives_label = /** @type {(inputs: Trips_Report_Dives_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dives, in the order they were dived`)
};

const es_trips_report_dives_label = /** @type {(inputs: Trips_Report_Dives_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inmersiones, en el orden en que se hicieron`)
};

const de_trips_report_dives_label = /** @type {(inputs: Trips_Report_Dives_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tauchgänge in der Reihenfolge, in der sie getaucht wurden`)
};

const fr_trips_report_dives_label = /** @type {(inputs: Trips_Report_Dives_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plongées, dans l'ordre où elles ont été faites`)
};

const zh_hans1_trips_report_dives_label = /** @type {(inputs: Trips_Report_Dives_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`按潜水顺序排列的潜水`)
};

/**
* | output |
* | --- |
* | "Dives, in the order they were dived" |
*
* @param {Trips_Report_Dives_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_report_dives_label = /** @type {((inputs?: Trips_Report_Dives_LabelInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Report_Dives_LabelInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_report_dives_label(inputs)
	if (locale === "de") return de_trips_report_dives_label(inputs)
	if (locale === "fr") return fr_trips_report_dives_label(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_report_dives_label(inputs)
	return en_trips_report_dives_label(inputs)
});