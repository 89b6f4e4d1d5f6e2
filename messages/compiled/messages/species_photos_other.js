/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Species_Photos_OtherInputs */

const en_species_photos_other = /** @type {(inputs: Species_Photos_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} photos`)
};

const es_species_photos_other = /** @type {(inputs: Species_Photos_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} fotos`)
};

const de_species_photos_other = /** @type {(inputs: Species_Photos_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Fotos`)
};

const fr_species_photos_other = /** @type {(inputs: Species_Photos_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} photos`)
};

const zh_hans1_species_photos_other = /** @type {(inputs: Species_Photos_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 张照片`)
};

/**
* | output |
* | --- |
* | "{count} photos" |
*
* @param {Species_Photos_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_photos_other = /** @type {((inputs: Species_Photos_OtherInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Photos_OtherInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_photos_other(inputs)
	if (locale === "de") return de_species_photos_other(inputs)
	if (locale === "fr") return fr_species_photos_other(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_photos_other(inputs)
	return en_species_photos_other(inputs)
});