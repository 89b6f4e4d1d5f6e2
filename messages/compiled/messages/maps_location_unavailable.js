/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_Location_UnavailableInputs */

const en_maps_location_unavailable = /** @type {(inputs: Maps_Location_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your current location could not be found. Please pin the place on the map instead.`)
};

const es_maps_location_unavailable = /** @type {(inputs: Maps_Location_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo encontrar tu ubicación actual. Marca el lugar en el mapa.`)
};

const de_maps_location_unavailable = /** @type {(inputs: Maps_Location_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein aktueller Standort wurde nicht gefunden. Bitte markiere den Ort stattdessen auf der Karte.`)
};

const fr_maps_location_unavailable = /** @type {(inputs: Maps_Location_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre position actuelle est introuvable. Épinglez plutôt le lieu sur la carte.`)
};

const zh_hans1_maps_location_unavailable = /** @type {(inputs: Maps_Location_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法找到你当前的位置，请改为在地图上标记地点。`)
};

/**
* | output |
* | --- |
* | "Your current location could not be found. Please pin the place on the map instead." |
*
* @param {Maps_Location_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_location_unavailable = /** @type {((inputs?: Maps_Location_UnavailableInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_Location_UnavailableInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_location_unavailable(inputs)
	if (locale === "de") return de_maps_location_unavailable(inputs)
	if (locale === "fr") return fr_maps_location_unavailable(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_location_unavailable(inputs)
	return en_maps_location_unavailable(inputs)
});