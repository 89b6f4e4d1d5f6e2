/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_LatitudeInputs */

const en_dives_latitude = /** @type {(inputs: Dives_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latitude`)
};

const es_dives_latitude = /** @type {(inputs: Dives_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latitud`)
};

const de_dives_latitude = /** @type {(inputs: Dives_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Breitengrad`)
};

const fr_dives_latitude = /** @type {(inputs: Dives_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latitude`)
};

const zh_hans1_dives_latitude = /** @type {(inputs: Dives_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`纬度`)
};

/**
* | output |
* | --- |
* | "Latitude" |
*
* @param {Dives_LatitudeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_latitude = /** @type {((inputs?: Dives_LatitudeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_LatitudeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_latitude(inputs)
	if (locale === "de") return de_dives_latitude(inputs)
	if (locale === "fr") return fr_dives_latitude(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_latitude(inputs)
	return en_dives_latitude(inputs)
});