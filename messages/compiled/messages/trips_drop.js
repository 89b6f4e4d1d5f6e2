/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_DropInputs */

const en_trips_drop = /** @type {(inputs: Trips_DropInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drop`)
};

const es_trips_drop = /** @type {(inputs: Trips_DropInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar`)
};

const de_trips_drop = /** @type {(inputs: Trips_DropInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entfernen`)
};

const fr_trips_drop = /** @type {(inputs: Trips_DropInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer`)
};

const zh_hans1_trips_drop = /** @type {(inputs: Trips_DropInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移除`)
};

/**
* | output |
* | --- |
* | "Drop" |
*
* @param {Trips_DropInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_drop = /** @type {((inputs?: Trips_DropInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_DropInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_drop(inputs)
	if (locale === "de") return de_trips_drop(inputs)
	if (locale === "fr") return fr_trips_drop(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_drop(inputs)
	return en_trips_drop(inputs)
});