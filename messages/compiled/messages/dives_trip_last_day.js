/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Trip_Last_DayInputs */

const en_dives_trip_last_day = /** @type {(inputs: Dives_Trip_Last_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last day of the trip`)
};

const es_dives_trip_last_day = /** @type {(inputs: Dives_Trip_Last_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Último día del viaje`)
};

const de_dives_trip_last_day = /** @type {(inputs: Dives_Trip_Last_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letzter Tag der Reise`)
};

const fr_dives_trip_last_day = /** @type {(inputs: Dives_Trip_Last_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernier jour du voyage`)
};

const zh_hans1_dives_trip_last_day = /** @type {(inputs: Dives_Trip_Last_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`旅行最后一天`)
};

/**
* | output |
* | --- |
* | "Last day of the trip" |
*
* @param {Dives_Trip_Last_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_trip_last_day = /** @type {((inputs?: Dives_Trip_Last_DayInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Trip_Last_DayInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_trip_last_day(inputs)
	if (locale === "de") return de_dives_trip_last_day(inputs)
	if (locale === "fr") return fr_dives_trip_last_day(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_trip_last_day(inputs)
	return en_dives_trip_last_day(inputs)
});