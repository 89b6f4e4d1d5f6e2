/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Result_Photo_ByInputs */

const en_result_photo_by = /** @type {(inputs: Result_Photo_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo by ${i?.name}`)
};

const es_result_photo_by = /** @type {(inputs: Result_Photo_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto de ${i?.name}`)
};

const de_result_photo_by = /** @type {(inputs: Result_Photo_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto: ${i?.name}`)
};

const fr_result_photo_by = /** @type {(inputs: Result_Photo_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo de ${i?.name}`)
};

const zh_hans1_result_photo_by = /** @type {(inputs: Result_Photo_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`摄影：${i?.name}`)
};

/**
* | output |
* | --- |
* | "Photo by {name}" |
*
* @param {Result_Photo_ByInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_photo_by = /** @type {((inputs: Result_Photo_ByInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Photo_ByInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_photo_by(inputs)
	if (locale === "de") return de_result_photo_by(inputs)
	if (locale === "fr") return fr_result_photo_by(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_photo_by(inputs)
	return en_result_photo_by(inputs)
});