/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_Use_LocationInputs */

const en_maps_use_location = /** @type {(inputs: Maps_Use_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use my current location`)
};

const es_maps_use_location = /** @type {(inputs: Maps_Use_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar mi ubicación actual`)
};

const de_maps_use_location = /** @type {(inputs: Maps_Use_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meinen aktuellen Standort verwenden`)
};

const fr_maps_use_location = /** @type {(inputs: Maps_Use_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utiliser ma position actuelle`)
};

const zh_hans1_maps_use_location = /** @type {(inputs: Maps_Use_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`使用我当前的位置`)
};

/**
* | output |
* | --- |
* | "Use my current location" |
*
* @param {Maps_Use_LocationInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_use_location = /** @type {((inputs?: Maps_Use_LocationInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_Use_LocationInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_use_location(inputs)
	if (locale === "de") return de_maps_use_location(inputs)
	if (locale === "fr") return fr_maps_use_location(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_use_location(inputs)
	return en_maps_use_location(inputs)
});