/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Feature_ImagesInputs */

const en_plans_feature_images = /** @type {(inputs: Plans_Feature_ImagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`High-resolution images`)
};

const es_plans_feature_images = /** @type {(inputs: Plans_Feature_ImagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imágenes en alta resolución`)
};

const de_plans_feature_images = /** @type {(inputs: Plans_Feature_ImagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hochauflösende Bilder`)
};

const fr_plans_feature_images = /** @type {(inputs: Plans_Feature_ImagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Images en haute résolution`)
};

const zh_hans1_plans_feature_images = /** @type {(inputs: Plans_Feature_ImagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`高分辨率图片`)
};

/**
* | output |
* | --- |
* | "High-resolution images" |
*
* @param {Plans_Feature_ImagesInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_feature_images = /** @type {((inputs?: Plans_Feature_ImagesInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Feature_ImagesInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_feature_images(inputs)
	if (locale === "de") return de_plans_feature_images(inputs)
	if (locale === "fr") return fr_plans_feature_images(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_feature_images(inputs)
	return en_plans_feature_images(inputs)
});