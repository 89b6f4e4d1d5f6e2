/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Trip_PreviewInputs */

const en_dives_trip_preview = /** @type {(inputs: Dives_Trip_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where the trip's photos would be`)
};

const es_dives_trip_preview = /** @type {(inputs: Dives_Trip_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dónde quedarían las fotos del viaje`)
};

const de_dives_trip_preview = /** @type {(inputs: Dives_Trip_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wo die Fotos der Reise landen würden`)
};

const fr_dives_trip_preview = /** @type {(inputs: Dives_Trip_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Où iraient les photos du voyage`)
};

const zh_hans1_dives_trip_preview = /** @type {(inputs: Dives_Trip_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`旅行照片将归入的位置`)
};

/**
* | output |
* | --- |
* | "Where the trip's photos would be" |
*
* @param {Dives_Trip_PreviewInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_trip_preview = /** @type {((inputs?: Dives_Trip_PreviewInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Trip_PreviewInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_trip_preview(inputs)
	if (locale === "de") return de_dives_trip_preview(inputs)
	if (locale === "fr") return fr_dives_trip_preview(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_trip_preview(inputs)
	return en_dives_trip_preview(inputs)
});