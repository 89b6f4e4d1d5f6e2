/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Report_Place_HiddenInputs */

const en_trips_report_place_hidden = /** @type {(inputs: Trips_Report_Place_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place not shown: a threatened species was seen on this dive.`)
};

const es_trips_report_place_hidden = /** @type {(inputs: Trips_Report_Place_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lugar no mostrado: en esta inmersión se vio una especie amenazada.`)
};

const de_trips_report_place_hidden = /** @type {(inputs: Trips_Report_Place_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ort nicht angezeigt: Auf diesem Tauchgang wurde eine bedrohte Art gesehen.`)
};

const fr_trips_report_place_hidden = /** @type {(inputs: Trips_Report_Place_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu non affiché : une espèce menacée a été vue pendant cette plongée.`)
};

const zh_hans1_trips_report_place_hidden = /** @type {(inputs: Trips_Report_Place_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未显示地点：本次潜水见到了受威胁物种。`)
};

/**
* | output |
* | --- |
* | "Place not shown: a threatened species was seen on this dive." |
*
* @param {Trips_Report_Place_HiddenInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_report_place_hidden = /** @type {((inputs?: Trips_Report_Place_HiddenInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Report_Place_HiddenInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_report_place_hidden(inputs)
	if (locale === "de") return de_trips_report_place_hidden(inputs)
	if (locale === "fr") return fr_trips_report_place_hidden(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_report_place_hidden(inputs)
	return en_trips_report_place_hidden(inputs)
});