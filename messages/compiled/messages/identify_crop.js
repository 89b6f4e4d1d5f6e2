/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_CropInputs */

const en_identify_crop = /** @type {(inputs: Identify_CropInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crop`)
};

const es_identify_crop = /** @type {(inputs: Identify_CropInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recortar`)
};

const de_identify_crop = /** @type {(inputs: Identify_CropInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zuschneiden`)
};

const fr_identify_crop = /** @type {(inputs: Identify_CropInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recadrer`)
};

const zh_hans1_identify_crop = /** @type {(inputs: Identify_CropInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`裁剪`)
};

/**
* | output |
* | --- |
* | "Crop" |
*
* @param {Identify_CropInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_crop = /** @type {((inputs?: Identify_CropInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_CropInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_crop(inputs)
	if (locale === "de") return de_identify_crop(inputs)
	if (locale === "fr") return fr_identify_crop(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_crop(inputs)
	return en_identify_crop(inputs)
});