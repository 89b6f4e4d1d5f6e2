/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Photo_NextInputs */

const en_result_photo_next = /** @type {(inputs: Result_Photo_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next photo`)
};

const es_result_photo_next = /** @type {(inputs: Result_Photo_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto siguiente`)
};

const de_result_photo_next = /** @type {(inputs: Result_Photo_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nächstes Foto`)
};

const fr_result_photo_next = /** @type {(inputs: Result_Photo_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo suivante`)
};

const zh_hans1_result_photo_next = /** @type {(inputs: Result_Photo_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`下一张照片`)
};

/**
* | output |
* | --- |
* | "Next photo" |
*
* @param {Result_Photo_NextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_photo_next = /** @type {((inputs?: Result_Photo_NextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Photo_NextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_photo_next(inputs)
	if (locale === "de") return de_result_photo_next(inputs)
	if (locale === "fr") return fr_result_photo_next(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_photo_next(inputs)
	return en_result_photo_next(inputs)
});