/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_No_ImageInputs */

const en_result_no_image = /** @type {(inputs: Result_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No image preview available`)
};

const es_result_no_image = /** @type {(inputs: Result_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay vista previa de la imagen`)
};

const de_result_no_image = /** @type {(inputs: Result_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Bildvorschau verfügbar`)
};

const fr_result_no_image = /** @type {(inputs: Result_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun aperçu de l’image`)
};

const zh_hans1_result_no_image = /** @type {(inputs: Result_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无图片预览`)
};

/**
* | output |
* | --- |
* | "No image preview available" |
*
* @param {Result_No_ImageInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_no_image = /** @type {((inputs?: Result_No_ImageInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_No_ImageInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_no_image(inputs)
	if (locale === "de") return de_result_no_image(inputs)
	if (locale === "fr") return fr_result_no_image(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_no_image(inputs)
	return en_result_no_image(inputs)
});