/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Discover_Search_LabelInputs */

const en_species_discover_search_label = /** @type {(inputs: Species_Discover_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search species`)
};

const es_species_discover_search_label = /** @type {(inputs: Species_Discover_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar especies`)
};

const de_species_discover_search_label = /** @type {(inputs: Species_Discover_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arten suchen`)
};

const fr_species_discover_search_label = /** @type {(inputs: Species_Discover_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chercher une espèce`)
};

const zh_hans1_species_discover_search_label = /** @type {(inputs: Species_Discover_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`搜索物种`)
};

/**
* | output |
* | --- |
* | "Search species" |
*
* @param {Species_Discover_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_discover_search_label = /** @type {((inputs?: Species_Discover_Search_LabelInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Discover_Search_LabelInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_discover_search_label(inputs)
	if (locale === "de") return de_species_discover_search_label(inputs)
	if (locale === "fr") return fr_species_discover_search_label(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_discover_search_label(inputs)
	return en_species_discover_search_label(inputs)
});