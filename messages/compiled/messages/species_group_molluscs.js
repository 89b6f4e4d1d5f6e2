/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Group_MolluscsInputs */

const en_species_group_molluscs = /** @type {(inputs: Species_Group_MolluscsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Molluscs`)
};

const es_species_group_molluscs = /** @type {(inputs: Species_Group_MolluscsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moluscos`)
};

const de_species_group_molluscs = /** @type {(inputs: Species_Group_MolluscsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weichtiere`)
};

const fr_species_group_molluscs = /** @type {(inputs: Species_Group_MolluscsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mollusques`)
};

const zh_hans1_species_group_molluscs = /** @type {(inputs: Species_Group_MolluscsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`软体动物`)
};

/**
* | output |
* | --- |
* | "Molluscs" |
*
* @param {Species_Group_MolluscsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_group_molluscs = /** @type {((inputs?: Species_Group_MolluscsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Group_MolluscsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_group_molluscs(inputs)
	if (locale === "de") return de_species_group_molluscs(inputs)
	if (locale === "fr") return fr_species_group_molluscs(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_group_molluscs(inputs)
	return en_species_group_molluscs(inputs)
});