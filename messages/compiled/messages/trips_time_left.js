/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Trips_Time_LeftInputs */

const en_trips_time_left = /** @type {(inputs: Trips_Time_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time} left`)
};

const es_trips_time_left = /** @type {(inputs: Trips_Time_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`quedan ${i?.time}`)
};

const de_trips_time_left = /** @type {(inputs: Trips_Time_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`noch ${i?.time}`)
};

const fr_trips_time_left = /** @type {(inputs: Trips_Time_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time} restantes`)
};

const zh_hans1_trips_time_left = /** @type {(inputs: Trips_Time_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`剩余 ${i?.time}`)
};

/**
* | output |
* | --- |
* | "{time} left" |
*
* @param {Trips_Time_LeftInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_time_left = /** @type {((inputs: Trips_Time_LeftInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Time_LeftInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_time_left(inputs)
	if (locale === "de") return de_trips_time_left(inputs)
	if (locale === "fr") return fr_trips_time_left(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_time_left(inputs)
	return en_trips_time_left(inputs)
});