/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Error_Sighting_Too_Many_PhotosInputs */

const en_error_sighting_too_many_photos = /** @type {(inputs: Error_Sighting_Too_Many_PhotosInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A sighting has at most ${i?.max} photos`)
};

const es_error_sighting_too_many_photos = /** @type {(inputs: Error_Sighting_Too_Many_PhotosInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un avistamiento tiene como máximo ${i?.max} fotos`)
};

const de_error_sighting_too_many_photos = /** @type {(inputs: Error_Sighting_Too_Many_PhotosInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine Sichtung hat höchstens ${i?.max} Fotos`)
};

const fr_error_sighting_too_many_photos = /** @type {(inputs: Error_Sighting_Too_Many_PhotosInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une observation compte au plus ${i?.max} photos`)
};

const zh_hans1_error_sighting_too_many_photos = /** @type {(inputs: Error_Sighting_Too_Many_PhotosInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`一次目击最多 ${i?.max} 张照片`)
};

/**
* | output |
* | --- |
* | "A sighting has at most {max} photos" |
*
* @param {Error_Sighting_Too_Many_PhotosInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_sighting_too_many_photos = /** @type {((inputs: Error_Sighting_Too_Many_PhotosInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Sighting_Too_Many_PhotosInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_sighting_too_many_photos(inputs)
	if (locale === "de") return de_error_sighting_too_many_photos(inputs)
	if (locale === "fr") return fr_error_sighting_too_many_photos(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_sighting_too_many_photos(inputs)
	return en_error_sighting_too_many_photos(inputs)
});