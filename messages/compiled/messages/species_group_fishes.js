/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Group_FishesInputs */

const en_species_group_fishes = /** @type {(inputs: Species_Group_FishesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fishes`)
};

const es_species_group_fishes = /** @type {(inputs: Species_Group_FishesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peces`)
};

const de_species_group_fishes = /** @type {(inputs: Species_Group_FishesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fische`)
};

const fr_species_group_fishes = /** @type {(inputs: Species_Group_FishesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poissons`)
};

const zh_hans1_species_group_fishes = /** @type {(inputs: Species_Group_FishesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`鱼类`)
};

/**
* | output |
* | --- |
* | "Fishes" |
*
* @param {Species_Group_FishesInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_group_fishes = /** @type {((inputs?: Species_Group_FishesInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Group_FishesInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_group_fishes(inputs)
	if (locale === "de") return de_species_group_fishes(inputs)
	if (locale === "fr") return fr_species_group_fishes(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_group_fishes(inputs)
	return en_species_group_fishes(inputs)
});