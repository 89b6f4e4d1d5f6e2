/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Iucn_Critically_EndangeredInputs */

const en_species_iucn_critically_endangered = /** @type {(inputs: Species_Iucn_Critically_EndangeredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Critically Endangered`)
};

const es_species_iucn_critically_endangered = /** @type {(inputs: Species_Iucn_Critically_EndangeredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En peligro crítico`)
};

const de_species_iucn_critically_endangered = /** @type {(inputs: Species_Iucn_Critically_EndangeredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vom Aussterben bedroht`)
};

const fr_species_iucn_critically_endangered = /** @type {(inputs: Species_Iucn_Critically_EndangeredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En danger critique`)
};

const zh_hans1_species_iucn_critically_endangered = /** @type {(inputs: Species_Iucn_Critically_EndangeredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`极危`)
};

/**
* | output |
* | --- |
* | "Critically Endangered" |
*
* @param {Species_Iucn_Critically_EndangeredInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_iucn_critically_endangered = /** @type {((inputs?: Species_Iucn_Critically_EndangeredInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Iucn_Critically_EndangeredInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_iucn_critically_endangered(inputs)
	if (locale === "de") return de_species_iucn_critically_endangered(inputs)
	if (locale === "fr") return fr_species_iucn_critically_endangered(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_iucn_critically_endangered(inputs)
	return en_species_iucn_critically_endangered(inputs)
});