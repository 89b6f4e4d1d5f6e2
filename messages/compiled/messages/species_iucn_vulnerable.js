/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Iucn_VulnerableInputs */

const en_species_iucn_vulnerable = /** @type {(inputs: Species_Iucn_VulnerableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vulnerable`)
};

const es_species_iucn_vulnerable = /** @type {(inputs: Species_Iucn_VulnerableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vulnerable`)
};

const de_species_iucn_vulnerable = /** @type {(inputs: Species_Iucn_VulnerableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gefährdet`)
};

const fr_species_iucn_vulnerable = /** @type {(inputs: Species_Iucn_VulnerableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vulnérable`)
};

const zh_hans1_species_iucn_vulnerable = /** @type {(inputs: Species_Iucn_VulnerableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`易危`)
};

/**
* | output |
* | --- |
* | "Vulnerable" |
*
* @param {Species_Iucn_VulnerableInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_iucn_vulnerable = /** @type {((inputs?: Species_Iucn_VulnerableInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Iucn_VulnerableInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_iucn_vulnerable(inputs)
	if (locale === "de") return de_species_iucn_vulnerable(inputs)
	if (locale === "fr") return fr_species_iucn_vulnerable(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_iucn_vulnerable(inputs)
	return en_species_iucn_vulnerable(inputs)
});