/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Identifications_Bad_Photo_IndexInputs */

const en_error_identifications_bad_photo_index = /** @type {(inputs: Error_Identifications_Bad_Photo_IndexInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The photo index is a whole number from 0 (the cover)`)
};

const es_error_identifications_bad_photo_index = /** @type {(inputs: Error_Identifications_Bad_Photo_IndexInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El índice de la foto es un número entero desde 0 (la portada)`)
};

const de_error_identifications_bad_photo_index = /** @type {(inputs: Error_Identifications_Bad_Photo_IndexInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Fotoindex ist eine ganze Zahl ab 0 (das Titelbild)`)
};

const fr_error_identifications_bad_photo_index = /** @type {(inputs: Error_Identifications_Bad_Photo_IndexInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’index de la photo est un nombre entier à partir de 0 (la couverture)`)
};

const zh_hans1_error_identifications_bad_photo_index = /** @type {(inputs: Error_Identifications_Bad_Photo_IndexInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`照片序号必须是从 0（封面）开始的整数`)
};

/**
* | output |
* | --- |
* | "The photo index is a whole number from 0 (the cover)" |
*
* @param {Error_Identifications_Bad_Photo_IndexInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_identifications_bad_photo_index = /** @type {((inputs?: Error_Identifications_Bad_Photo_IndexInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Identifications_Bad_Photo_IndexInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_identifications_bad_photo_index(inputs)
	if (locale === "de") return de_error_identifications_bad_photo_index(inputs)
	if (locale === "fr") return fr_error_identifications_bad_photo_index(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_identifications_bad_photo_index(inputs)
	return en_error_identifications_bad_photo_index(inputs)
});