/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_GroupInputs */

const en_trips_group = /** @type {(inputs: Trips_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group into sightings`)
};

const es_trips_group = /** @type {(inputs: Trips_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agrupar en avistamientos`)
};

const de_trips_group = /** @type {(inputs: Trips_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu Sichtungen gruppieren`)
};

const fr_trips_group = /** @type {(inputs: Trips_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regrouper en observations`)
};

const zh_hans1_trips_group = /** @type {(inputs: Trips_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`分组为目击记录`)
};

/**
* | output |
* | --- |
* | "Group into sightings" |
*
* @param {Trips_GroupInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_group = /** @type {((inputs?: Trips_GroupInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_GroupInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_group(inputs)
	if (locale === "de") return de_trips_group(inputs)
	if (locale === "fr") return fr_trips_group(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_group(inputs)
	return en_trips_group(inputs)
});