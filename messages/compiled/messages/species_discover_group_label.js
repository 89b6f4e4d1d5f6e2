/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Discover_Group_LabelInputs */

const en_species_discover_group_label = /** @type {(inputs: Species_Discover_Group_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group`)
};

const es_species_discover_group_label = /** @type {(inputs: Species_Discover_Group_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grupo`)
};

const de_species_discover_group_label = /** @type {(inputs: Species_Discover_Group_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gruppe`)
};

const fr_species_discover_group_label = /** @type {(inputs: Species_Discover_Group_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groupe`)
};

const zh_hans1_species_discover_group_label = /** @type {(inputs: Species_Discover_Group_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`类群`)
};

/**
* | output |
* | --- |
* | "Group" |
*
* @param {Species_Discover_Group_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_discover_group_label = /** @type {((inputs?: Species_Discover_Group_LabelInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Discover_Group_LabelInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_discover_group_label(inputs)
	if (locale === "de") return de_species_discover_group_label(inputs)
	if (locale === "fr") return fr_species_discover_group_label(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_discover_group_label(inputs)
	return en_species_discover_group_label(inputs)
});