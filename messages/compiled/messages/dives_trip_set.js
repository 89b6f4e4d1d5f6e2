/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Trip_SetInputs */

const en_dives_trip_set = /** @type {(inputs: Dives_Trip_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set the clock for this trip`)
};

const es_dives_trip_set = /** @type {(inputs: Dives_Trip_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajustar el reloj para este viaje`)
};

const de_dives_trip_set = /** @type {(inputs: Dives_Trip_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhr für diese Reise stellen`)
};

const fr_dives_trip_set = /** @type {(inputs: Dives_Trip_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Régler l'horloge pour ce voyage`)
};

const zh_hans1_dives_trip_set = /** @type {(inputs: Dives_Trip_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`为这次旅行设置时钟`)
};

/**
* | output |
* | --- |
* | "Set the clock for this trip" |
*
* @param {Dives_Trip_SetInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_trip_set = /** @type {((inputs?: Dives_Trip_SetInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Trip_SetInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_trip_set(inputs)
	if (locale === "de") return de_dives_trip_set(inputs)
	if (locale === "fr") return fr_dives_trip_set(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_trip_set(inputs)
	return en_dives_trip_set(inputs)
});