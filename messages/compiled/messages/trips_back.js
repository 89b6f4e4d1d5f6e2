/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_BackInputs */

const en_trips_back = /** @type {(inputs: Trips_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All trips`)
};

const es_trips_back = /** @type {(inputs: Trips_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los viajes`)
};

const de_trips_back = /** @type {(inputs: Trips_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Reisen`)
};

const fr_trips_back = /** @type {(inputs: Trips_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les voyages`)
};

const zh_hans1_trips_back = /** @type {(inputs: Trips_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`全部旅行`)
};

/**
* | output |
* | --- |
* | "All trips" |
*
* @param {Trips_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_back = /** @type {((inputs?: Trips_BackInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_BackInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_back(inputs)
	if (locale === "de") return de_trips_back(inputs)
	if (locale === "fr") return fr_trips_back(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_back(inputs)
	return en_trips_back(inputs)
});