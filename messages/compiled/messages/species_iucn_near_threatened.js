/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Iucn_Near_ThreatenedInputs */

const en_species_iucn_near_threatened = /** @type {(inputs: Species_Iucn_Near_ThreatenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Near Threatened`)
};

const es_species_iucn_near_threatened = /** @type {(inputs: Species_Iucn_Near_ThreatenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Casi amenazado`)
};

const de_species_iucn_near_threatened = /** @type {(inputs: Species_Iucn_Near_ThreatenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potenziell gefährdet`)
};

const fr_species_iucn_near_threatened = /** @type {(inputs: Species_Iucn_Near_ThreatenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quasi menacé`)
};

const zh_hans1_species_iucn_near_threatened = /** @type {(inputs: Species_Iucn_Near_ThreatenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`近危`)
};

/**
* | output |
* | --- |
* | "Near Threatened" |
*
* @param {Species_Iucn_Near_ThreatenedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_iucn_near_threatened = /** @type {((inputs?: Species_Iucn_Near_ThreatenedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Iucn_Near_ThreatenedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_iucn_near_threatened(inputs)
	if (locale === "de") return de_species_iucn_near_threatened(inputs)
	if (locale === "fr") return fr_species_iucn_near_threatened(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_iucn_near_threatened(inputs)
	return en_species_iucn_near_threatened(inputs)
});