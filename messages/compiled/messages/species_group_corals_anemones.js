/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Group_Corals_AnemonesInputs */

const en_species_group_corals_anemones = /** @type {(inputs: Species_Group_Corals_AnemonesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corals and anemones`)
};

const es_species_group_corals_anemones = /** @type {(inputs: Species_Group_Corals_AnemonesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corales y anémonas`)
};

const de_species_group_corals_anemones = /** @type {(inputs: Species_Group_Corals_AnemonesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Korallen und Anemonen`)
};

const fr_species_group_corals_anemones = /** @type {(inputs: Species_Group_Corals_AnemonesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coraux et anémones`)
};

const zh_hans1_species_group_corals_anemones = /** @type {(inputs: Species_Group_Corals_AnemonesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`珊瑚和海葵`)
};

/**
* | output |
* | --- |
* | "Corals and anemones" |
*
* @param {Species_Group_Corals_AnemonesInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_group_corals_anemones = /** @type {((inputs?: Species_Group_Corals_AnemonesInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Group_Corals_AnemonesInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_group_corals_anemones(inputs)
	if (locale === "de") return de_species_group_corals_anemones(inputs)
	if (locale === "fr") return fr_species_group_corals_anemones(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_group_corals_anemones(inputs)
	return en_species_group_corals_anemones(inputs)
});