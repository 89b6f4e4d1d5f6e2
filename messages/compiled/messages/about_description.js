/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ product: NonNullable<unknown> }} About_DescriptionInputs */

const en_about_description = /** @type {(inputs: About_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product}'s mission and how identifying a sea creature from a photo works.`)
};

const es_about_description = /** @type {(inputs: About_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La misión de ${i?.product} y cómo se identifica un animal marino a partir de una foto.`)
};

const de_about_description = /** @type {(inputs: About_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Ziel von ${i?.product} und wie die Bestimmung eines Meerestiers anhand eines Fotos funktioniert.`)
};

const fr_about_description = /** @type {(inputs: About_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La mission de ${i?.product} et comment un animal marin est identifié à partir d’une photo.`)
};

const zh_hans1_about_description = /** @type {(inputs: About_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} 的使命，以及如何根据照片识别海洋生物。`)
};

/**
* | output |
* | --- |
* | "{product}'s mission and how identifying a sea creature from a photo works." |
*
* @param {About_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const about_description = /** @type {((inputs: About_DescriptionInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_DescriptionInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_about_description(inputs)
	if (locale === "de") return de_about_description(inputs)
	if (locale === "fr") return fr_about_description(inputs)
	if (locale === "zh-Hans") return zh_hans1_about_description(inputs)
	return en_about_description(inputs)
});