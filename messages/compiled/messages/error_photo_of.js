/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ photo: NonNullable<unknown>, count: NonNullable<unknown>, message: NonNullable<unknown> }} Error_Photo_OfInputs */

const en_error_photo_of = /** @type {(inputs: Error_Photo_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.photo} of ${i?.count}: ${i?.message}`)
};

const es_error_photo_of = /** @type {(inputs: Error_Photo_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.photo} de ${i?.count}: ${i?.message}`)
};

const de_error_photo_of = /** @type {(inputs: Error_Photo_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.photo} von ${i?.count}: ${i?.message}`)
};

const fr_error_photo_of = /** @type {(inputs: Error_Photo_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.photo} sur ${i?.count} : ${i?.message}`)
};

const zh_hans1_error_photo_of = /** @type {(inputs: Error_Photo_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.photo} 张照片（共 ${i?.count} 张）：${i?.message}`)
};

/**
* | output |
* | --- |
* | "Photo {photo} of {count}: {message}" |
*
* @param {Error_Photo_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_photo_of = /** @type {((inputs: Error_Photo_OfInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Photo_OfInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_photo_of(inputs)
	if (locale === "de") return de_error_photo_of(inputs)
	if (locale === "fr") return fr_error_photo_of(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_photo_of(inputs)
	return en_error_photo_of(inputs)
});