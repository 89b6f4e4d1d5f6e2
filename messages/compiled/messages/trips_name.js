/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_NameInputs */

const en_trips_name = /** @type {(inputs: Trips_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trip name`)
};

const es_trips_name = /** @type {(inputs: Trips_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre del viaje`)
};

const de_trips_name = /** @type {(inputs: Trips_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name der Reise`)
};

const fr_trips_name = /** @type {(inputs: Trips_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom du voyage`)
};

const zh_hans1_trips_name = /** @type {(inputs: Trips_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`旅行名称`)
};

/**
* | output |
* | --- |
* | "Trip name" |
*
* @param {Trips_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_name = /** @type {((inputs?: Trips_NameInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_NameInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_name(inputs)
	if (locale === "de") return de_trips_name(inputs)
	if (locale === "fr") return fr_trips_name(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_name(inputs)
	return en_trips_name(inputs)
});