/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_From_PhotoInputs */

const en_maps_from_photo = /** @type {(inputs: Maps_From_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`from the photo`)
};

const es_maps_from_photo = /** @type {(inputs: Maps_From_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`de la foto`)
};

const de_maps_from_photo = /** @type {(inputs: Maps_From_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aus dem Foto`)
};

const fr_maps_from_photo = /** @type {(inputs: Maps_From_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`d’après la photo`)
};

const zh_hans1_maps_from_photo = /** @type {(inputs: Maps_From_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`来自照片`)
};

/**
* | output |
* | --- |
* | "from the photo" |
*
* @param {Maps_From_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_from_photo = /** @type {((inputs?: Maps_From_PhotoInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_From_PhotoInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_from_photo(inputs)
	if (locale === "de") return de_maps_from_photo(inputs)
	if (locale === "fr") return fr_maps_from_photo(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_from_photo(inputs)
	return en_maps_from_photo(inputs)
});