/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Trips_Unknown_NameInputs */

const en_error_trips_unknown_name = /** @type {(inputs: Error_Trips_Unknown_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WoRMS does not know this scientific name: please check its spelling`)
};

const es_error_trips_unknown_name = /** @type {(inputs: Error_Trips_Unknown_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WoRMS no conoce este nombre científico: revisa cómo está escrito`)
};

const de_error_trips_unknown_name = /** @type {(inputs: Error_Trips_Unknown_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WoRMS kennt diesen wissenschaftlichen Namen nicht: Bitte prüfe die Schreibweise`)
};

const fr_error_trips_unknown_name = /** @type {(inputs: Error_Trips_Unknown_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WoRMS ne connaît pas ce nom scientifique : vérifiez son orthographe`)
};

const zh_hans1_error_trips_unknown_name = /** @type {(inputs: Error_Trips_Unknown_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WoRMS 中没有这个学名：请检查拼写`)
};

/**
* | output |
* | --- |
* | "WoRMS does not know this scientific name: please check its spelling" |
*
* @param {Error_Trips_Unknown_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_trips_unknown_name = /** @type {((inputs?: Error_Trips_Unknown_NameInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Trips_Unknown_NameInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_trips_unknown_name(inputs)
	if (locale === "de") return de_error_trips_unknown_name(inputs)
	if (locale === "fr") return fr_error_trips_unknown_name(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_trips_unknown_name(inputs)
	return en_error_trips_unknown_name(inputs)
});