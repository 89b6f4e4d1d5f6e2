/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Report_ShareInputs */

const en_trips_report_share = /** @type {(inputs: Trips_Report_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share by link`)
};

const es_trips_report_share = /** @type {(inputs: Trips_Report_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir con un enlace`)
};

const de_trips_report_share = /** @type {(inputs: Trips_Report_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per Link teilen`)
};

const fr_trips_report_share = /** @type {(inputs: Trips_Report_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager par lien`)
};

const zh_hans1_trips_report_share = /** @type {(inputs: Trips_Report_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`通过链接分享`)
};

/**
* | output |
* | --- |
* | "Share by link" |
*
* @param {Trips_Report_ShareInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_report_share = /** @type {((inputs?: Trips_Report_ShareInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Report_ShareInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_report_share(inputs)
	if (locale === "de") return de_trips_report_share(inputs)
	if (locale === "fr") return fr_trips_report_share(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_report_share(inputs)
	return en_trips_report_share(inputs)
});