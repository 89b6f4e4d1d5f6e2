/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Iucn_Extinct_In_The_WildInputs */

const en_species_iucn_extinct_in_the_wild = /** @type {(inputs: Species_Iucn_Extinct_In_The_WildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extinct in the Wild`)
};

const es_species_iucn_extinct_in_the_wild = /** @type {(inputs: Species_Iucn_Extinct_In_The_WildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extinto en estado silvestre`)
};

const de_species_iucn_extinct_in_the_wild = /** @type {(inputs: Species_Iucn_Extinct_In_The_WildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In der Natur ausgestorben`)
};

const fr_species_iucn_extinct_in_the_wild = /** @type {(inputs: Species_Iucn_Extinct_In_The_WildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Éteint à l’état sauvage`)
};

const zh_hans1_species_iucn_extinct_in_the_wild = /** @type {(inputs: Species_Iucn_Extinct_In_The_WildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`野外灭绝`)
};

/**
* | output |
* | --- |
* | "Extinct in the Wild" |
*
* @param {Species_Iucn_Extinct_In_The_WildInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_iucn_extinct_in_the_wild = /** @type {((inputs?: Species_Iucn_Extinct_In_The_WildInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Iucn_Extinct_In_The_WildInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_iucn_extinct_in_the_wild(inputs)
	if (locale === "de") return de_species_iucn_extinct_in_the_wild(inputs)
	if (locale === "fr") return fr_species_iucn_extinct_in_the_wild(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_iucn_extinct_in_the_wild(inputs)
	return en_species_iucn_extinct_in_the_wild(inputs)
});