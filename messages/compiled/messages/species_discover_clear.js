/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Discover_ClearInputs */

const en_species_discover_clear = /** @type {(inputs: Species_Discover_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear search and filters`)
};

const es_species_discover_clear = /** @type {(inputs: Species_Discover_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar búsqueda y filtros`)
};

const de_species_discover_clear = /** @type {(inputs: Species_Discover_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suche und Filter zurücksetzen`)
};

const fr_species_discover_clear = /** @type {(inputs: Species_Discover_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer la recherche et les filtres`)
};

const zh_hans1_species_discover_clear = /** @type {(inputs: Species_Discover_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`清除搜索和筛选`)
};

/**
* | output |
* | --- |
* | "Clear search and filters" |
*
* @param {Species_Discover_ClearInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_discover_clear = /** @type {((inputs?: Species_Discover_ClearInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Discover_ClearInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_discover_clear(inputs)
	if (locale === "de") return de_species_discover_clear(inputs)
	if (locale === "fr") return fr_species_discover_clear(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_discover_clear(inputs)
	return en_species_discover_clear(inputs)
});