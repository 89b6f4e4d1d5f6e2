/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Discover_FulltextInputs */

const en_species_discover_fulltext = /** @type {(inputs: Species_Discover_FulltextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mentioned in species pages`)
};

const es_species_discover_fulltext = /** @type {(inputs: Species_Discover_FulltextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mencionado en páginas de especies`)
};

const de_species_discover_fulltext = /** @type {(inputs: Species_Discover_FulltextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erwähnt auf Artenseiten`)
};

const fr_species_discover_fulltext = /** @type {(inputs: Species_Discover_FulltextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cité dans les pages d’espèces`)
};

const zh_hans1_species_discover_fulltext = /** @type {(inputs: Species_Discover_FulltextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在物种页面中提到`)
};

/**
* | output |
* | --- |
* | "Mentioned in species pages" |
*
* @param {Species_Discover_FulltextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_discover_fulltext = /** @type {((inputs?: Species_Discover_FulltextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Discover_FulltextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_discover_fulltext(inputs)
	if (locale === "de") return de_species_discover_fulltext(inputs)
	if (locale === "fr") return fr_species_discover_fulltext(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_discover_fulltext(inputs)
	return en_species_discover_fulltext(inputs)
});