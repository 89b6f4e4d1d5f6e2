/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_Pin_TitleInputs */

const en_maps_pin_title = /** @type {(inputs: Maps_Pin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where the photo was taken`)
};

const es_maps_pin_title = /** @type {(inputs: Maps_Pin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dónde se tomó la foto`)
};

const de_maps_pin_title = /** @type {(inputs: Maps_Pin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wo das Foto aufgenommen wurde`)
};

const fr_maps_pin_title = /** @type {(inputs: Maps_Pin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Où la photo a été prise`)
};

const zh_hans1_maps_pin_title = /** @type {(inputs: Maps_Pin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`照片拍摄地点`)
};

/**
* | output |
* | --- |
* | "Where the photo was taken" |
*
* @param {Maps_Pin_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_pin_title = /** @type {((inputs?: Maps_Pin_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_Pin_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_pin_title(inputs)
	if (locale === "de") return de_maps_pin_title(inputs)
	if (locale === "fr") return fr_maps_pin_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_pin_title(inputs)
	return en_maps_pin_title(inputs)
});