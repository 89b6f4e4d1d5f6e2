/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Report_Not_FoundInputs */

const en_trips_report_not_found = /** @type {(inputs: Trips_Report_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This report could not be found: its link may no longer be shared.`)
};

const es_trips_report_not_found = /** @type {(inputs: Trips_Report_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontró este informe: puede que su enlace ya no se comparta.`)
};

const de_trips_report_not_found = /** @type {(inputs: Trips_Report_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Bericht wurde nicht gefunden: Sein Link wird vielleicht nicht mehr geteilt.`)
};

const fr_trips_report_not_found = /** @type {(inputs: Trips_Report_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce compte rendu est introuvable : son lien n'est peut-être plus partagé.`)
};

const zh_hans1_trips_report_not_found = /** @type {(inputs: Trips_Report_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`找不到此报告：其链接可能已停止分享。`)
};

/**
* | output |
* | --- |
* | "This report could not be found: its link may no longer be shared." |
*
* @param {Trips_Report_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_report_not_found = /** @type {((inputs?: Trips_Report_Not_FoundInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Report_Not_FoundInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_report_not_found(inputs)
	if (locale === "de") return de_trips_report_not_found(inputs)
	if (locale === "fr") return fr_trips_report_not_found(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_report_not_found(inputs)
	return en_trips_report_not_found(inputs)
});