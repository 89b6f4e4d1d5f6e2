/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Discover_Search_PlaceholderInputs */

const en_species_discover_search_placeholder = /** @type {(inputs: Species_Discover_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search by name, scientific name, habitat...`)
};

const es_species_discover_search_placeholder = /** @type {(inputs: Species_Discover_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Busca por nombre, nombre científico, hábitat...`)
};

const de_species_discover_search_placeholder = /** @type {(inputs: Species_Discover_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nach Name, wissenschaftlichem Namen, Lebensraum suchen...`)
};

const fr_species_discover_search_placeholder = /** @type {(inputs: Species_Discover_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cherchez par nom, nom scientifique, habitat...`)
};

const zh_hans1_species_discover_search_placeholder = /** @type {(inputs: Species_Discover_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`按名称、学名、栖息地搜索...`)
};

/**
* | output |
* | --- |
* | "Search by name, scientific name, habitat..." |
*
* @param {Species_Discover_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_discover_search_placeholder = /** @type {((inputs?: Species_Discover_Search_PlaceholderInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Discover_Search_PlaceholderInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_discover_search_placeholder(inputs)
	if (locale === "de") return de_species_discover_search_placeholder(inputs)
	if (locale === "fr") return fr_species_discover_search_placeholder(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_discover_search_placeholder(inputs)
	return en_species_discover_search_placeholder(inputs)
});