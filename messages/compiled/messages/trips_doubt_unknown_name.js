/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Doubt_Unknown_NameInputs */

const en_trips_doubt_unknown_name = /** @type {(inputs: Trips_Doubt_Unknown_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name not found in WoRMS`)
};

const es_trips_doubt_unknown_name = /** @type {(inputs: Trips_Doubt_Unknown_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre no encontrado en WoRMS`)
};

const de_trips_doubt_unknown_name = /** @type {(inputs: Trips_Doubt_Unknown_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name in WoRMS nicht gefunden`)
};

const fr_trips_doubt_unknown_name = /** @type {(inputs: Trips_Doubt_Unknown_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom introuvable dans WoRMS`)
};

const zh_hans1_trips_doubt_unknown_name = /** @type {(inputs: Trips_Doubt_Unknown_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WoRMS 中找不到该名称`)
};

/**
* | output |
* | --- |
* | "Name not found in WoRMS" |
*
* @param {Trips_Doubt_Unknown_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_doubt_unknown_name = /** @type {((inputs?: Trips_Doubt_Unknown_NameInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Doubt_Unknown_NameInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_doubt_unknown_name(inputs)
	if (locale === "de") return de_trips_doubt_unknown_name(inputs)
	if (locale === "fr") return fr_trips_doubt_unknown_name(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_doubt_unknown_name(inputs)
	return en_trips_doubt_unknown_name(inputs)
});