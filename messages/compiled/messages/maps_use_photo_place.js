/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_Use_Photo_PlaceInputs */

const en_maps_use_photo_place = /** @type {(inputs: Maps_Use_Photo_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use the photo's place`)
};

const es_maps_use_photo_place = /** @type {(inputs: Maps_Use_Photo_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar el lugar de la foto`)
};

const de_maps_use_photo_place = /** @type {(inputs: Maps_Use_Photo_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ort des Fotos übernehmen`)
};

const fr_maps_use_photo_place = /** @type {(inputs: Maps_Use_Photo_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utiliser le lieu de la photo`)
};

const zh_hans1_maps_use_photo_place = /** @type {(inputs: Maps_Use_Photo_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`使用照片的地点`)
};

/**
* | output |
* | --- |
* | "Use the photo's place" |
*
* @param {Maps_Use_Photo_PlaceInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_use_photo_place = /** @type {((inputs?: Maps_Use_Photo_PlaceInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_Use_Photo_PlaceInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_use_photo_place(inputs)
	if (locale === "de") return de_maps_use_photo_place(inputs)
	if (locale === "fr") return fr_maps_use_photo_place(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_use_photo_place(inputs)
	return en_maps_use_photo_place(inputs)
});