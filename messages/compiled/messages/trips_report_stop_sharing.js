/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Report_Stop_SharingInputs */

const en_trips_report_stop_sharing = /** @type {(inputs: Trips_Report_Stop_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop sharing`)
};

const es_trips_report_stop_sharing = /** @type {(inputs: Trips_Report_Stop_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dejar de compartir`)
};

const de_trips_report_stop_sharing = /** @type {(inputs: Trips_Report_Stop_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht mehr teilen`)
};

const fr_trips_report_stop_sharing = /** @type {(inputs: Trips_Report_Stop_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ne plus partager`)
};

const zh_hans1_trips_report_stop_sharing = /** @type {(inputs: Trips_Report_Stop_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`停止分享`)
};

/**
* | output |
* | --- |
* | "Stop sharing" |
*
* @param {Trips_Report_Stop_SharingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_report_stop_sharing = /** @type {((inputs?: Trips_Report_Stop_SharingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Report_Stop_SharingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_report_stop_sharing(inputs)
	if (locale === "de") return de_trips_report_stop_sharing(inputs)
	if (locale === "fr") return fr_trips_report_stop_sharing(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_report_stop_sharing(inputs)
	return en_trips_report_stop_sharing(inputs)
});