/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Result_Photo_ShowInputs */

const en_result_photo_show = /** @type {(inputs: Result_Photo_ShowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show photo ${i?.number}`)
};

const es_result_photo_show = /** @type {(inputs: Result_Photo_ShowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mostrar la foto ${i?.number}`)
};

const de_result_photo_show = /** @type {(inputs: Result_Photo_ShowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.number} zeigen`)
};

const fr_result_photo_show = /** @type {(inputs: Result_Photo_ShowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Afficher la photo ${i?.number}`)
};

const zh_hans1_result_photo_show = /** @type {(inputs: Result_Photo_ShowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`显示第 ${i?.number} 张照片`)
};

/**
* | output |
* | --- |
* | "Show photo {number}" |
*
* @param {Result_Photo_ShowInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_photo_show = /** @type {((inputs: Result_Photo_ShowInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Photo_ShowInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_photo_show(inputs)
	if (locale === "de") return de_result_photo_show(inputs)
	if (locale === "fr") return fr_result_photo_show(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_photo_show(inputs)
	return en_result_photo_show(inputs)
});