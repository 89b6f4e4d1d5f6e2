/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Doubt_Not_Recorded_NearbyInputs */

const en_trips_doubt_not_recorded_nearby = /** @type {(inputs: Trips_Doubt_Not_Recorded_NearbyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not recorded nearby`)
};

const es_trips_doubt_not_recorded_nearby = /** @type {(inputs: Trips_Doubt_Not_Recorded_NearbyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin registros cerca`)
};

const de_trips_doubt_not_recorded_nearby = /** @type {(inputs: Trips_Doubt_Not_Recorded_NearbyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In der Nähe nicht nachgewiesen`)
};

const fr_trips_doubt_not_recorded_nearby = /** @type {(inputs: Trips_Doubt_Not_Recorded_NearbyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jamais signalé à proximité`)
};

const zh_hans1_trips_doubt_not_recorded_nearby = /** @type {(inputs: Trips_Doubt_Not_Recorded_NearbyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`附近没有记录`)
};

/**
* | output |
* | --- |
* | "Not recorded nearby" |
*
* @param {Trips_Doubt_Not_Recorded_NearbyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_doubt_not_recorded_nearby = /** @type {((inputs?: Trips_Doubt_Not_Recorded_NearbyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Doubt_Not_Recorded_NearbyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_doubt_not_recorded_nearby(inputs)
	if (locale === "de") return de_trips_doubt_not_recorded_nearby(inputs)
	if (locale === "fr") return fr_trips_doubt_not_recorded_nearby(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_doubt_not_recorded_nearby(inputs)
	return en_trips_doubt_not_recorded_nearby(inputs)
});