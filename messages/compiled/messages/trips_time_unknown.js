/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Time_UnknownInputs */

const en_trips_time_unknown = /** @type {(inputs: Trips_Time_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time unknown`)
};

const es_trips_time_unknown = /** @type {(inputs: Trips_Time_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hora desconocida`)
};

const de_trips_time_unknown = /** @type {(inputs: Trips_Time_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeit unbekannt`)
};

const fr_trips_time_unknown = /** @type {(inputs: Trips_Time_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heure inconnue`)
};

const zh_hans1_trips_time_unknown = /** @type {(inputs: Trips_Time_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`时间未知`)
};

/**
* | output |
* | --- |
* | "Time unknown" |
*
* @param {Trips_Time_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_time_unknown = /** @type {((inputs?: Trips_Time_UnknownInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Time_UnknownInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_time_unknown(inputs)
	if (locale === "de") return de_trips_time_unknown(inputs)
	if (locale === "fr") return fr_trips_time_unknown(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_time_unknown(inputs)
	return en_trips_time_unknown(inputs)
});