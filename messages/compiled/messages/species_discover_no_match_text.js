/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Discover_No_Match_TextInputs */

const en_species_discover_no_match_text = /** @type {(inputs: Species_Discover_No_Match_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try another name, or widen the filters.`)
};

const es_species_discover_no_match_text = /** @type {(inputs: Species_Discover_No_Match_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prueba otro nombre o amplía los filtros.`)
};

const de_species_discover_no_match_text = /** @type {(inputs: Species_Discover_No_Match_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versuche einen anderen Namen oder lockere die Filter.`)
};

const fr_species_discover_no_match_text = /** @type {(inputs: Species_Discover_No_Match_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essayez un autre nom, ou élargissez les filtres.`)
};

const zh_hans1_species_discover_no_match_text = /** @type {(inputs: Species_Discover_No_Match_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`换个名称试试，或放宽筛选条件。`)
};

/**
* | output |
* | --- |
* | "Try another name, or widen the filters." |
*
* @param {Species_Discover_No_Match_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_discover_no_match_text = /** @type {((inputs?: Species_Discover_No_Match_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Discover_No_Match_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_discover_no_match_text(inputs)
	if (locale === "de") return de_species_discover_no_match_text(inputs)
	if (locale === "fr") return fr_species_discover_no_match_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_discover_no_match_text(inputs)
	return en_species_discover_no_match_text(inputs)
});