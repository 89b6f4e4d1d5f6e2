/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_TitleInputs */

const en_trips_title = /** @type {(inputs: Trips_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trips`)
};

const es_trips_title = /** @type {(inputs: Trips_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Viajes`)
};

const de_trips_title = /** @type {(inputs: Trips_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reisen`)
};

const fr_trips_title = /** @type {(inputs: Trips_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voyages`)
};

const zh_hans1_trips_title = /** @type {(inputs: Trips_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`旅行`)
};

/**
* | output |
* | --- |
* | "Trips" |
*
* @param {Trips_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_title = /** @type {((inputs?: Trips_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_title(inputs)
	if (locale === "de") return de_trips_title(inputs)
	if (locale === "fr") return fr_trips_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_title(inputs)
	return en_trips_title(inputs)
});