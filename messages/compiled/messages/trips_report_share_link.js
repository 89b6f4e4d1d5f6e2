/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Report_Share_LinkInputs */

const en_trips_report_share_link = /** @type {(inputs: Trips_Report_Share_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link to the report`)
};

const es_trips_report_share_link = /** @type {(inputs: Trips_Report_Share_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace al informe`)
};

const de_trips_report_share_link = /** @type {(inputs: Trips_Report_Share_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link zum Bericht`)
};

const fr_trips_report_share_link = /** @type {(inputs: Trips_Report_Share_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien vers le compte rendu`)
};

const zh_hans1_trips_report_share_link = /** @type {(inputs: Trips_Report_Share_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`报告链接`)
};

/**
* | output |
* | --- |
* | "Link to the report" |
*
* @param {Trips_Report_Share_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_report_share_link = /** @type {((inputs?: Trips_Report_Share_LinkInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Report_Share_LinkInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_report_share_link(inputs)
	if (locale === "de") return de_trips_report_share_link(inputs)
	if (locale === "fr") return fr_trips_report_share_link(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_report_share_link(inputs)
	return en_trips_report_share_link(inputs)
});