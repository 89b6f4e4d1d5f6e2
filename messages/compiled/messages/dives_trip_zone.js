/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Trip_ZoneInputs */

const en_dives_trip_zone = /** @type {(inputs: Dives_Trip_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time zone`)
};

const es_dives_trip_zone = /** @type {(inputs: Dives_Trip_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zona horaria`)
};

const de_dives_trip_zone = /** @type {(inputs: Dives_Trip_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeitzone`)
};

const fr_dives_trip_zone = /** @type {(inputs: Dives_Trip_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuseau horaire`)
};

const zh_hans1_dives_trip_zone = /** @type {(inputs: Dives_Trip_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`时区`)
};

/**
* | output |
* | --- |
* | "Time zone" |
*
* @param {Dives_Trip_ZoneInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_trip_zone = /** @type {((inputs?: Dives_Trip_ZoneInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Trip_ZoneInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_trip_zone(inputs)
	if (locale === "de") return de_dives_trip_zone(inputs)
	if (locale === "fr") return fr_dives_trip_zone(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_trip_zone(inputs)
	return en_dives_trip_zone(inputs)
});