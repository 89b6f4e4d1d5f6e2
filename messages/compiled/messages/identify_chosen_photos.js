/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_Chosen_PhotosInputs */

const en_identify_chosen_photos = /** @type {(inputs: Identify_Chosen_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chosen photos`)
};

const es_identify_chosen_photos = /** @type {(inputs: Identify_Chosen_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos elegidas`)
};

const de_identify_chosen_photos = /** @type {(inputs: Identify_Chosen_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausgewählte Fotos`)
};

const fr_identify_chosen_photos = /** @type {(inputs: Identify_Chosen_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos choisies`)
};

const zh_hans1_identify_chosen_photos = /** @type {(inputs: Identify_Chosen_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已选照片`)
};

/**
* | output |
* | --- |
* | "Chosen photos" |
*
* @param {Identify_Chosen_PhotosInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_chosen_photos = /** @type {((inputs?: Identify_Chosen_PhotosInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Chosen_PhotosInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_chosen_photos(inputs)
	if (locale === "de") return de_identify_chosen_photos(inputs)
	if (locale === "fr") return fr_identify_chosen_photos(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_chosen_photos(inputs)
	return en_identify_chosen_photos(inputs)
});