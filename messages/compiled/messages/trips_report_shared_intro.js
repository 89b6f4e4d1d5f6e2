/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Report_Shared_IntroInputs */

const en_trips_report_shared_intro = /** @type {(inputs: Trips_Report_Shared_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A diver's trip, shared with you on ReefID.`)
};

const es_trips_report_shared_intro = /** @type {(inputs: Trips_Report_Shared_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El viaje de un buceador, compartido contigo en ReefID.`)
};

const de_trips_report_shared_intro = /** @type {(inputs: Trips_Report_Shared_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Reise eines Tauchers, mit dir auf ReefID geteilt.`)
};

const fr_trips_report_shared_intro = /** @type {(inputs: Trips_Report_Shared_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le voyage d'un plongeur, partagé avec vous sur ReefID.`)
};

const zh_hans1_trips_report_shared_intro = /** @type {(inputs: Trips_Report_Shared_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一位潜水员在 ReefID 上与你分享的旅行。`)
};

/**
* | output |
* | --- |
* | "A diver's trip, shared with you on ReefID." |
*
* @param {Trips_Report_Shared_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_report_shared_intro = /** @type {((inputs?: Trips_Report_Shared_IntroInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Report_Shared_IntroInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_report_shared_intro(inputs)
	if (locale === "de") return de_trips_report_shared_intro(inputs)
	if (locale === "fr") return fr_trips_report_shared_intro(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_report_shared_intro(inputs)
	return en_trips_report_shared_intro(inputs)
});