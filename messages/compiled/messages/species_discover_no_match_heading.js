/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Discover_No_Match_HeadingInputs */

const en_species_discover_no_match_heading = /** @type {(inputs: Species_Discover_No_Match_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No species match your search`)
};

const es_species_discover_no_match_heading = /** @type {(inputs: Species_Discover_No_Match_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna especie coincide con tu búsqueda`)
};

const de_species_discover_no_match_heading = /** @type {(inputs: Species_Discover_No_Match_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Art passt zu deiner Suche`)
};

const fr_species_discover_no_match_heading = /** @type {(inputs: Species_Discover_No_Match_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune espèce ne correspond à votre recherche`)
};

const zh_hans1_species_discover_no_match_heading = /** @type {(inputs: Species_Discover_No_Match_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有符合搜索条件的物种`)
};

/**
* | output |
* | --- |
* | "No species match your search" |
*
* @param {Species_Discover_No_Match_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_discover_no_match_heading = /** @type {((inputs?: Species_Discover_No_Match_HeadingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Discover_No_Match_HeadingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_discover_no_match_heading(inputs)
	if (locale === "de") return de_species_discover_no_match_heading(inputs)
	if (locale === "fr") return fr_species_discover_no_match_heading(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_discover_no_match_heading(inputs)
	return en_species_discover_no_match_heading(inputs)
});