/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Report_Share_TitleInputs */

const en_trips_report_share_title = /** @type {(inputs: Trips_Report_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share the report`)
};

const es_trips_report_share_title = /** @type {(inputs: Trips_Report_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir el informe`)
};

const de_trips_report_share_title = /** @type {(inputs: Trips_Report_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bericht teilen`)
};

const fr_trips_report_share_title = /** @type {(inputs: Trips_Report_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager le compte rendu`)
};

const zh_hans1_trips_report_share_title = /** @type {(inputs: Trips_Report_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`分享报告`)
};

/**
* | output |
* | --- |
* | "Share the report" |
*
* @param {Trips_Report_Share_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_report_share_title = /** @type {((inputs?: Trips_Report_Share_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Report_Share_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_report_share_title(inputs)
	if (locale === "de") return de_trips_report_share_title(inputs)
	if (locale === "fr") return fr_trips_report_share_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_report_share_title(inputs)
	return en_trips_report_share_title(inputs)
});