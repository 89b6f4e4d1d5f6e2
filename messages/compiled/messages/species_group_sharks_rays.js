/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Group_Sharks_RaysInputs */

const en_species_group_sharks_rays = /** @type {(inputs: Species_Group_Sharks_RaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sharks and rays`)
};

const es_species_group_sharks_rays = /** @type {(inputs: Species_Group_Sharks_RaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiburones y rayas`)
};

const de_species_group_sharks_rays = /** @type {(inputs: Species_Group_Sharks_RaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haie und Rochen`)
};

const fr_species_group_sharks_rays = /** @type {(inputs: Species_Group_Sharks_RaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requins et raies`)
};

const zh_hans1_species_group_sharks_rays = /** @type {(inputs: Species_Group_Sharks_RaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`鲨鱼和鳐鱼`)
};

/**
* | output |
* | --- |
* | "Sharks and rays" |
*
* @param {Species_Group_Sharks_RaysInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_group_sharks_rays = /** @type {((inputs?: Species_Group_Sharks_RaysInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Group_Sharks_RaysInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_group_sharks_rays(inputs)
	if (locale === "de") return de_species_group_sharks_rays(inputs)
	if (locale === "fr") return fr_species_group_sharks_rays(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_group_sharks_rays(inputs)
	return en_species_group_sharks_rays(inputs)
});