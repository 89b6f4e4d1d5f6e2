/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Discover_FormInputs */

const en_species_discover_form = /** @type {(inputs: Species_Discover_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Species`)
};

const es_species_discover_form = /** @type {(inputs: Species_Discover_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Especies`)
};

const de_species_discover_form = /** @type {(inputs: Species_Discover_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arten`)
};

const fr_species_discover_form = /** @type {(inputs: Species_Discover_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espèces`)
};

const zh_hans1_species_discover_form = /** @type {(inputs: Species_Discover_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`物种`)
};

/**
* | output |
* | --- |
* | "Species" |
*
* @param {Species_Discover_FormInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_discover_form = /** @type {((inputs?: Species_Discover_FormInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Discover_FormInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_discover_form(inputs)
	if (locale === "de") return de_species_discover_form(inputs)
	if (locale === "fr") return fr_species_discover_form(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_discover_form(inputs)
	return en_species_discover_form(inputs)
});