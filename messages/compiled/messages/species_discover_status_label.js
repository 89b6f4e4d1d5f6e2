/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Discover_Status_LabelInputs */

const en_species_discover_status_label = /** @type {(inputs: Species_Discover_Status_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IUCN category`)
};

const es_species_discover_status_label = /** @type {(inputs: Species_Discover_Status_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Categoría de la UICN`)
};

const de_species_discover_status_label = /** @type {(inputs: Species_Discover_Status_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IUCN-Kategorie`)
};

const fr_species_discover_status_label = /** @type {(inputs: Species_Discover_Status_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catégorie UICN`)
};

const zh_hans1_species_discover_status_label = /** @type {(inputs: Species_Discover_Status_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IUCN 等级`)
};

/**
* | output |
* | --- |
* | "IUCN category" |
*
* @param {Species_Discover_Status_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_discover_status_label = /** @type {((inputs?: Species_Discover_Status_LabelInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Discover_Status_LabelInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_discover_status_label(inputs)
	if (locale === "de") return de_species_discover_status_label(inputs)
	if (locale === "fr") return fr_species_discover_status_label(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_discover_status_label(inputs)
	return en_species_discover_status_label(inputs)
});