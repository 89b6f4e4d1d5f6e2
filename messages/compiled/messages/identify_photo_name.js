/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, name: NonNullable<unknown> }} Identify_Photo_NameInputs */

const en_identify_photo_name = /** @type {(inputs: Identify_Photo_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.number}: ${i?.name}`)
};

const es_identify_photo_name = /** @type {(inputs: Identify_Photo_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.number}: ${i?.name}`)
};

const de_identify_photo_name = /** @type {(inputs: Identify_Photo_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.number}: ${i?.name}`)
};

const fr_identify_photo_name = /** @type {(inputs: Identify_Photo_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.number} : ${i?.name}`)
};

const zh_hans1_identify_photo_name = /** @type {(inputs: Identify_Photo_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`照片 ${i?.number}：${i?.name}`)
};

/**
* | output |
* | --- |
* | "Photo {number}: {name}" |
*
* @param {Identify_Photo_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_photo_name = /** @type {((inputs: Identify_Photo_NameInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Photo_NameInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_photo_name(inputs)
	if (locale === "de") return de_identify_photo_name(inputs)
	if (locale === "fr") return fr_identify_photo_name(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_photo_name(inputs)
	return en_identify_photo_name(inputs)
});