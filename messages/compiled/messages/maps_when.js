/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_WhenInputs */

const en_maps_when = /** @type {(inputs: Maps_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When`)
};

const es_maps_when = /** @type {(inputs: Maps_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuándo`)
};

const de_maps_when = /** @type {(inputs: Maps_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wann`)
};

const fr_maps_when = /** @type {(inputs: Maps_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand`)
};

const zh_hans1_maps_when = /** @type {(inputs: Maps_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`时间`)
};

/**
* | output |
* | --- |
* | "When" |
*
* @param {Maps_WhenInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_when = /** @type {((inputs?: Maps_WhenInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_WhenInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_when(inputs)
	if (locale === "de") return de_maps_when(inputs)
	if (locale === "fr") return fr_maps_when(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_when(inputs)
	return en_maps_when(inputs)
});