/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Common_NamesInputs */

const en_species_common_names = /** @type {(inputs: Species_Common_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Common names`)
};

const es_species_common_names = /** @type {(inputs: Species_Common_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombres comunes`)
};

const de_species_common_names = /** @type {(inputs: Species_Common_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trivialnamen`)
};

const fr_species_common_names = /** @type {(inputs: Species_Common_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noms communs`)
};

const zh_hans1_species_common_names = /** @type {(inputs: Species_Common_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`俗名`)
};

/**
* | output |
* | --- |
* | "Common names" |
*
* @param {Species_Common_NamesInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_common_names = /** @type {((inputs?: Species_Common_NamesInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Common_NamesInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_common_names(inputs)
	if (locale === "de") return de_species_common_names(inputs)
	if (locale === "fr") return fr_species_common_names(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_common_names(inputs)
	return en_species_common_names(inputs)
});