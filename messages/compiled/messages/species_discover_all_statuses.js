/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Discover_All_StatusesInputs */

const en_species_discover_all_statuses = /** @type {(inputs: Species_Discover_All_StatusesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All categories`)
};

const es_species_discover_all_statuses = /** @type {(inputs: Species_Discover_All_StatusesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las categorías`)
};

const de_species_discover_all_statuses = /** @type {(inputs: Species_Discover_All_StatusesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Kategorien`)
};

const fr_species_discover_all_statuses = /** @type {(inputs: Species_Discover_All_StatusesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les catégories`)
};

const zh_hans1_species_discover_all_statuses = /** @type {(inputs: Species_Discover_All_StatusesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`全部等级`)
};

/**
* | output |
* | --- |
* | "All categories" |
*
* @param {Species_Discover_All_StatusesInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_discover_all_statuses = /** @type {((inputs?: Species_Discover_All_StatusesInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Discover_All_StatusesInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_discover_all_statuses(inputs)
	if (locale === "de") return de_species_discover_all_statuses(inputs)
	if (locale === "fr") return fr_species_discover_all_statuses(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_discover_all_statuses(inputs)
	return en_species_discover_all_statuses(inputs)
});