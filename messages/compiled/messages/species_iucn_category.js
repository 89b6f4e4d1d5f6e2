/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Iucn_CategoryInputs */

const en_species_iucn_category = /** @type {(inputs: Species_Iucn_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IUCN Red List category`)
};

const es_species_iucn_category = /** @type {(inputs: Species_Iucn_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Categoría de la Lista Roja de la UICN`)
};

const de_species_iucn_category = /** @type {(inputs: Species_Iucn_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kategorie der Roten Liste der IUCN`)
};

const fr_species_iucn_category = /** @type {(inputs: Species_Iucn_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catégorie de la Liste rouge de l’UICN`)
};

const zh_hans1_species_iucn_category = /** @type {(inputs: Species_Iucn_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IUCN 红色名录等级`)
};

/**
* | output |
* | --- |
* | "IUCN Red List category" |
*
* @param {Species_Iucn_CategoryInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_iucn_category = /** @type {((inputs?: Species_Iucn_CategoryInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Iucn_CategoryInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_iucn_category(inputs)
	if (locale === "de") return de_species_iucn_category(inputs)
	if (locale === "fr") return fr_species_iucn_category(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_iucn_category(inputs)
	return en_species_iucn_category(inputs)
});