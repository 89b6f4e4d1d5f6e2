/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_LongitudeInputs */

const en_dives_longitude = /** @type {(inputs: Dives_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longitude`)
};

const es_dives_longitude = /** @type {(inputs: Dives_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longitud`)
};

const de_dives_longitude = /** @type {(inputs: Dives_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Längengrad`)
};

const fr_dives_longitude = /** @type {(inputs: Dives_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longitude`)
};

const zh_hans1_dives_longitude = /** @type {(inputs: Dives_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`经度`)
};

/**
* | output |
* | --- |
* | "Longitude" |
*
* @param {Dives_LongitudeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_longitude = /** @type {((inputs?: Dives_LongitudeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_LongitudeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_longitude(inputs)
	if (locale === "de") return de_dives_longitude(inputs)
	if (locale === "fr") return fr_dives_longitude(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_longitude(inputs)
	return en_dives_longitude(inputs)
});