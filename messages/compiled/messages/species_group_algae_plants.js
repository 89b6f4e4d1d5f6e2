/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Group_Algae_PlantsInputs */

const en_species_group_algae_plants = /** @type {(inputs: Species_Group_Algae_PlantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algae and plants`)
};

const es_species_group_algae_plants = /** @type {(inputs: Species_Group_Algae_PlantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algas y plantas`)
};

const de_species_group_algae_plants = /** @type {(inputs: Species_Group_Algae_PlantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algen und Pflanzen`)
};

const fr_species_group_algae_plants = /** @type {(inputs: Species_Group_Algae_PlantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algues et plantes`)
};

const zh_hans1_species_group_algae_plants = /** @type {(inputs: Species_Group_Algae_PlantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`藻类和植物`)
};

/**
* | output |
* | --- |
* | "Algae and plants" |
*
* @param {Species_Group_Algae_PlantsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_group_algae_plants = /** @type {((inputs?: Species_Group_Algae_PlantsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Group_Algae_PlantsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_group_algae_plants(inputs)
	if (locale === "de") return de_species_group_algae_plants(inputs)
	if (locale === "fr") return fr_species_group_algae_plants(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_group_algae_plants(inputs)
	return en_species_group_algae_plants(inputs)
});