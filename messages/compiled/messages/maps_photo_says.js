/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ where: NonNullable<unknown>, when: NonNullable<unknown> }} Maps_Photo_SaysInputs */

const en_maps_photo_says = /** @type {(inputs: Maps_Photo_SaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your photo says it was taken ${i?.where}${i?.when}.`)
};

const es_maps_photo_says = /** @type {(inputs: Maps_Photo_SaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu foto dice que se hizo ${i?.where}${i?.when}.`)
};

const de_maps_photo_says = /** @type {(inputs: Maps_Photo_SaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Laut deinem Foto wurde es ${i?.where}${i?.when} aufgenommen.`)
};

const fr_maps_photo_says = /** @type {(inputs: Maps_Photo_SaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`D’après votre photo, elle a été prise ${i?.where}${i?.when}.`)
};

const zh_hans1_maps_photo_says = /** @type {(inputs: Maps_Photo_SaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你的照片显示拍摄于${i?.where}${i?.when}。`)
};

/**
* | output |
* | --- |
* | "Your photo says it was taken {where}{when}." |
*
* @param {Maps_Photo_SaysInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_photo_says = /** @type {((inputs: Maps_Photo_SaysInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_Photo_SaysInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_photo_says(inputs)
	if (locale === "de") return de_maps_photo_says(inputs)
	if (locale === "fr") return fr_maps_photo_says(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_photo_says(inputs)
	return en_maps_photo_says(inputs)
});