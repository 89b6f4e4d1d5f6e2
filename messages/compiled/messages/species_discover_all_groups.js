/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Discover_All_GroupsInputs */

const en_species_discover_all_groups = /** @type {(inputs: Species_Discover_All_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All groups`)
};

const es_species_discover_all_groups = /** @type {(inputs: Species_Discover_All_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los grupos`)
};

const de_species_discover_all_groups = /** @type {(inputs: Species_Discover_All_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Gruppen`)
};

const fr_species_discover_all_groups = /** @type {(inputs: Species_Discover_All_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les groupes`)
};

const zh_hans1_species_discover_all_groups = /** @type {(inputs: Species_Discover_All_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`全部类群`)
};

/**
* | output |
* | --- |
* | "All groups" |
*
* @param {Species_Discover_All_GroupsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_discover_all_groups = /** @type {((inputs?: Species_Discover_All_GroupsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Discover_All_GroupsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_discover_all_groups(inputs)
	if (locale === "de") return de_species_discover_all_groups(inputs)
	if (locale === "fr") return fr_species_discover_all_groups(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_discover_all_groups(inputs)
	return en_species_discover_all_groups(inputs)
});