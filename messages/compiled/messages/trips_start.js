/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_StartInputs */

const en_trips_start = /** @type {(inputs: Trips_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start a trip`)
};

const es_trips_start = /** @type {(inputs: Trips_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empezar un viaje`)
};

const de_trips_start = /** @type {(inputs: Trips_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reise anlegen`)
};

const fr_trips_start = /** @type {(inputs: Trips_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commencer un voyage`)
};

const zh_hans1_trips_start = /** @type {(inputs: Trips_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新建旅行`)
};

/**
* | output |
* | --- |
* | "Start a trip" |
*
* @param {Trips_StartInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_start = /** @type {((inputs?: Trips_StartInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_StartInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_start(inputs)
	if (locale === "de") return de_trips_start(inputs)
	if (locale === "fr") return fr_trips_start(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_start(inputs)
	return en_trips_start(inputs)
});