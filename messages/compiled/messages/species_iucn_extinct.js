/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Iucn_ExtinctInputs */

const en_species_iucn_extinct = /** @type {(inputs: Species_Iucn_ExtinctInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extinct`)
};

const es_species_iucn_extinct = /** @type {(inputs: Species_Iucn_ExtinctInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extinto`)
};

const de_species_iucn_extinct = /** @type {(inputs: Species_Iucn_ExtinctInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausgestorben`)
};

const fr_species_iucn_extinct = /** @type {(inputs: Species_Iucn_ExtinctInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Éteint`)
};

const zh_hans1_species_iucn_extinct = /** @type {(inputs: Species_Iucn_ExtinctInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`灭绝`)
};

/**
* | output |
* | --- |
* | "Extinct" |
*
* @param {Species_Iucn_ExtinctInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_iucn_extinct = /** @type {((inputs?: Species_Iucn_ExtinctInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Iucn_ExtinctInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_iucn_extinct(inputs)
	if (locale === "de") return de_species_iucn_extinct(inputs)
	if (locale === "fr") return fr_species_iucn_extinct(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_iucn_extinct(inputs)
	return en_species_iucn_extinct(inputs)
});