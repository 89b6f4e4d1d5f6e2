/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Report_NewInputs */

const en_trips_report_new = /** @type {(inputs: Trips_Report_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New for your life list`)
};

const es_trips_report_new = /** @type {(inputs: Trips_Report_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nueva en tu lista de vida`)
};

const de_trips_report_new = /** @type {(inputs: Trips_Report_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neu auf deiner Lebensliste`)
};

const fr_trips_report_new = /** @type {(inputs: Trips_Report_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle sur votre liste de vie`)
};

const zh_hans1_trips_report_new = /** @type {(inputs: Trips_Report_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的生涯清单新增`)
};

/**
* | output |
* | --- |
* | "New for your life list" |
*
* @param {Trips_Report_NewInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_report_new = /** @type {((inputs?: Trips_Report_NewInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Report_NewInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_report_new(inputs)
	if (locale === "de") return de_trips_report_new(inputs)
	if (locale === "fr") return fr_trips_report_new(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_report_new(inputs)
	return en_trips_report_new(inputs)
});