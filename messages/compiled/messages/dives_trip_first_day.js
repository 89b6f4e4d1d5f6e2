/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Trip_First_DayInputs */

const en_dives_trip_first_day = /** @type {(inputs: Dives_Trip_First_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First day of the trip`)
};

const es_dives_trip_first_day = /** @type {(inputs: Dives_Trip_First_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primer día del viaje`)
};

const de_dives_trip_first_day = /** @type {(inputs: Dives_Trip_First_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erster Tag der Reise`)
};

const fr_dives_trip_first_day = /** @type {(inputs: Dives_Trip_First_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premier jour du voyage`)
};

const zh_hans1_dives_trip_first_day = /** @type {(inputs: Dives_Trip_First_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`旅行第一天`)
};

/**
* | output |
* | --- |
* | "First day of the trip" |
*
* @param {Dives_Trip_First_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_trip_first_day = /** @type {((inputs?: Dives_Trip_First_DayInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Trip_First_DayInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_trip_first_day(inputs)
	if (locale === "de") return de_dives_trip_first_day(inputs)
	if (locale === "fr") return fr_dives_trip_first_day(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_trip_first_day(inputs)
	return en_dives_trip_first_day(inputs)
});