/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_Location_UnsupportedInputs */

const en_maps_location_unsupported = /** @type {(inputs: Maps_Location_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This browser cannot share your location. Please pin the place on the map instead.`)
};

const es_maps_location_unsupported = /** @type {(inputs: Maps_Location_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este navegador no puede compartir tu ubicación. Marca el lugar en el mapa.`)
};

const de_maps_location_unsupported = /** @type {(inputs: Maps_Location_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Browser kann deinen Standort nicht teilen. Bitte markiere den Ort stattdessen auf der Karte.`)
};

const fr_maps_location_unsupported = /** @type {(inputs: Maps_Location_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce navigateur ne peut pas partager votre position. Épinglez plutôt le lieu sur la carte.`)
};

const zh_hans1_maps_location_unsupported = /** @type {(inputs: Maps_Location_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此浏览器无法共享你的位置，请改为在地图上标记地点。`)
};

/**
* | output |
* | --- |
* | "This browser cannot share your location. Please pin the place on the map instead." |
*
* @param {Maps_Location_UnsupportedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_location_unsupported = /** @type {((inputs?: Maps_Location_UnsupportedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_Location_UnsupportedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_location_unsupported(inputs)
	if (locale === "de") return de_maps_location_unsupported(inputs)
	if (locale === "fr") return fr_maps_location_unsupported(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_location_unsupported(inputs)
	return en_maps_location_unsupported(inputs)
});