/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Longitude_HintInputs */

const en_dives_longitude_hint = /** @type {(inputs: Dives_Longitude_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decimal degrees, e.g. 145.767`)
};

const es_dives_longitude_hint = /** @type {(inputs: Dives_Longitude_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grados decimales, p. ej. 145.767`)
};

const de_dives_longitude_hint = /** @type {(inputs: Dives_Longitude_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dezimalgrad, z. B. 145.767`)
};

const fr_dives_longitude_hint = /** @type {(inputs: Dives_Longitude_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Degrés décimaux, p. ex. 145.767`)
};

const zh_hans1_dives_longitude_hint = /** @type {(inputs: Dives_Longitude_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`十进制度数，例如 145.767`)
};

/**
* | output |
* | --- |
* | "Decimal degrees, e.g. 145.767" |
*
* @param {Dives_Longitude_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_longitude_hint = /** @type {((inputs?: Dives_Longitude_HintInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Longitude_HintInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_longitude_hint(inputs)
	if (locale === "de") return de_dives_longitude_hint(inputs)
	if (locale === "fr") return fr_dives_longitude_hint(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_longitude_hint(inputs)
	return en_dives_longitude_hint(inputs)
});