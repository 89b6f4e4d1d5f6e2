/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ megabytes: NonNullable<unknown> }} Error_Upload_Sighting_Too_LargeInputs */

const en_error_upload_sighting_too_large = /** @type {(inputs: Error_Upload_Sighting_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A sighting's photos may total at most ${i?.megabytes} MB.`)
};

const es_error_upload_sighting_too_large = /** @type {(inputs: Error_Upload_Sighting_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las fotos de un avistamiento pueden sumar como máximo ${i?.megabytes} MB.`)
};

const de_error_upload_sighting_too_large = /** @type {(inputs: Error_Upload_Sighting_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Fotos einer Sichtung dürfen zusammen höchstens ${i?.megabytes} MB groß sein.`)
};

const fr_error_upload_sighting_too_large = /** @type {(inputs: Error_Upload_Sighting_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les photos d’une observation ne peuvent dépasser ${i?.megabytes} Mo au total.`)
};

const zh_hans1_error_upload_sighting_too_large = /** @type {(inputs: Error_Upload_Sighting_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`一次目击的照片总大小不能超过 ${i?.megabytes} MB。`)
};

/**
* | output |
* | --- |
* | "A sighting's photos may total at most {megabytes} MB." |
*
* @param {Error_Upload_Sighting_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_upload_sighting_too_large = /** @type {((inputs: Error_Upload_Sighting_Too_LargeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Upload_Sighting_Too_LargeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_upload_sighting_too_large(inputs)
	if (locale === "de") return de_error_upload_sighting_too_large(inputs)
	if (locale === "fr") return fr_error_upload_sighting_too_large(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_upload_sighting_too_large(inputs)
	return en_error_upload_sighting_too_large(inputs)
});