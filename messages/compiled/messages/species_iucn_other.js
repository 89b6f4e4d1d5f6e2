/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Iucn_OtherInputs */

const en_species_iucn_other = /** @type {(inputs: Species_Iucn_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other`)
};

const es_species_iucn_other = /** @type {(inputs: Species_Iucn_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otro`)
};

const de_species_iucn_other = /** @type {(inputs: Species_Iucn_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Andere`)
};

const fr_species_iucn_other = /** @type {(inputs: Species_Iucn_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autre`)
};

const zh_hans1_species_iucn_other = /** @type {(inputs: Species_Iucn_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其他`)
};

/**
* | output |
* | --- |
* | "Other" |
*
* @param {Species_Iucn_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_iucn_other = /** @type {((inputs?: Species_Iucn_OtherInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Iucn_OtherInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_iucn_other(inputs)
	if (locale === "de") return de_species_iucn_other(inputs)
	if (locale === "fr") return fr_species_iucn_other(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_iucn_other(inputs)
	return en_species_iucn_other(inputs)
});