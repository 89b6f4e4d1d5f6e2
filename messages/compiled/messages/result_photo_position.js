/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, count: NonNullable<unknown> }} Result_Photo_PositionInputs */

const en_result_photo_position = /** @type {(inputs: Result_Photo_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.number} of ${i?.count}`)
};

const es_result_photo_position = /** @type {(inputs: Result_Photo_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.number} de ${i?.count}`)
};

const de_result_photo_position = /** @type {(inputs: Result_Photo_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.number} von ${i?.count}`)
};

const fr_result_photo_position = /** @type {(inputs: Result_Photo_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.number} sur ${i?.count}`)
};

const zh_hans1_result_photo_position = /** @type {(inputs: Result_Photo_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.number} 张，共 ${i?.count} 张`)
};

/**
* | output |
* | --- |
* | "Photo {number} of {count}" |
*
* @param {Result_Photo_PositionInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_photo_position = /** @type {((inputs: Result_Photo_PositionInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Photo_PositionInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_photo_position(inputs)
	if (locale === "de") return de_result_photo_position(inputs)
	if (locale === "fr") return fr_result_photo_position(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_photo_position(inputs)
	return en_result_photo_position(inputs)
});