/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Identify_Photo_NumberInputs */

const en_identify_photo_number = /** @type {(inputs: Identify_Photo_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`photo ${i?.number}`)
};

const es_identify_photo_number = /** @type {(inputs: Identify_Photo_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`foto ${i?.number}`)
};

const de_identify_photo_number = /** @type {(inputs: Identify_Photo_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.number}`)
};

const fr_identify_photo_number = /** @type {(inputs: Identify_Photo_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`photo ${i?.number}`)
};

const zh_hans1_identify_photo_number = /** @type {(inputs: Identify_Photo_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`照片 ${i?.number}`)
};

/**
* | output |
* | --- |
* | "photo {number}" |
*
* @param {Identify_Photo_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_photo_number = /** @type {((inputs: Identify_Photo_NumberInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Photo_NumberInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_photo_number(inputs)
	if (locale === "de") return de_identify_photo_number(inputs)
	if (locale === "fr") return fr_identify_photo_number(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_photo_number(inputs)
	return en_identify_photo_number(inputs)
});