/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Trip_ApplyInputs */

const en_dives_trip_apply = /** @type {(inputs: Dives_Trip_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply to this trip`)
};

const es_dives_trip_apply = /** @type {(inputs: Dives_Trip_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicar a este viaje`)
};

const de_dives_trip_apply = /** @type {(inputs: Dives_Trip_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für diese Reise übernehmen`)
};

const fr_dives_trip_apply = /** @type {(inputs: Dives_Trip_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appliquer à ce voyage`)
};

const zh_hans1_dives_trip_apply = /** @type {(inputs: Dives_Trip_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`应用到这次旅行`)
};

/**
* | output |
* | --- |
* | "Apply to this trip" |
*
* @param {Dives_Trip_ApplyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_trip_apply = /** @type {((inputs?: Dives_Trip_ApplyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Trip_ApplyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_trip_apply(inputs)
	if (locale === "de") return de_dives_trip_apply(inputs)
	if (locale === "fr") return fr_dives_trip_apply(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_trip_apply(inputs)
	return en_dives_trip_apply(inputs)
});