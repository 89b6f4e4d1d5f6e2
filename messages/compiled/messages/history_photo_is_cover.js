/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Photo_Is_CoverInputs */

const en_history_photo_is_cover = /** @type {(inputs: History_Photo_Is_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This photo is the cover`)
};

const es_history_photo_is_cover = /** @type {(inputs: History_Photo_Is_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta foto es la portada`)
};

const de_history_photo_is_cover = /** @type {(inputs: History_Photo_Is_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Foto ist das Titelbild`)
};

const fr_history_photo_is_cover = /** @type {(inputs: History_Photo_Is_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette photo est la couverture`)
};

const zh_hans1_history_photo_is_cover = /** @type {(inputs: History_Photo_Is_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这张照片是封面`)
};

/**
* | output |
* | --- |
* | "This photo is the cover" |
*
* @param {History_Photo_Is_CoverInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_photo_is_cover = /** @type {((inputs?: History_Photo_Is_CoverInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Photo_Is_CoverInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_photo_is_cover(inputs)
	if (locale === "de") return de_history_photo_is_cover(inputs)
	if (locale === "fr") return fr_history_photo_is_cover(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_photo_is_cover(inputs)
	return en_history_photo_is_cover(inputs)
});