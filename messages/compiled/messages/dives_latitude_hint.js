/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Latitude_HintInputs */

const en_dives_latitude_hint = /** @type {(inputs: Dives_Latitude_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decimal degrees, e.g. -16.925`)
};

const es_dives_latitude_hint = /** @type {(inputs: Dives_Latitude_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grados decimales, p. ej. -16.925`)
};

const de_dives_latitude_hint = /** @type {(inputs: Dives_Latitude_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dezimalgrad, z. B. -16.925`)
};

const fr_dives_latitude_hint = /** @type {(inputs: Dives_Latitude_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Degrés décimaux, p. ex. -16.925`)
};

const zh_hans1_dives_latitude_hint = /** @type {(inputs: Dives_Latitude_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`十进制度数，例如 -16.925`)
};

/**
* | output |
* | --- |
* | "Decimal degrees, e.g. -16.925" |
*
* @param {Dives_Latitude_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_latitude_hint = /** @type {((inputs?: Dives_Latitude_HintInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Latitude_HintInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_latitude_hint(inputs)
	if (locale === "de") return de_dives_latitude_hint(inputs)
	if (locale === "fr") return fr_dives_latitude_hint(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_latitude_hint(inputs)
	return en_dives_latitude_hint(inputs)
});