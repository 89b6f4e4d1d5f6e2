/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_Map_Of_PhotoInputs */

const en_maps_map_of_photo = /** @type {(inputs: Maps_Map_Of_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map of where the photo was taken`)
};

const es_maps_map_of_photo = /** @type {(inputs: Maps_Map_Of_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mapa del lugar donde se hizo la foto`)
};

const de_maps_map_of_photo = /** @type {(inputs: Maps_Map_Of_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karte des Aufnahmeorts`)
};

const fr_maps_map_of_photo = /** @type {(inputs: Maps_Map_Of_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte du lieu de la photo`)
};

const zh_hans1_maps_map_of_photo = /** @type {(inputs: Maps_Map_Of_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`照片拍摄地点地图`)
};

/**
* | output |
* | --- |
* | "Map of where the photo was taken" |
*
* @param {Maps_Map_Of_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_map_of_photo = /** @type {((inputs?: Maps_Map_Of_PhotoInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_Map_Of_PhotoInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_map_of_photo(inputs)
	if (locale === "de") return de_maps_map_of_photo(inputs)
	if (locale === "fr") return fr_maps_map_of_photo(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_map_of_photo(inputs)
	return en_maps_map_of_photo(inputs)
});