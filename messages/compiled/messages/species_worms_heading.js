/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Worms_HeadingInputs */

const en_species_worms_heading = /** @type {(inputs: Species_Worms_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From the World Register of Marine Species`)
};

const es_species_worms_heading = /** @type {(inputs: Species_Worms_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Del Registro Mundial de Especies Marinas`)
};

const de_species_worms_heading = /** @type {(inputs: Species_Worms_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aus dem Weltregister der Meeresarten`)
};

const fr_species_worms_heading = /** @type {(inputs: Species_Worms_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du Registre mondial des espèces marines`)
};

const zh_hans1_species_worms_heading = /** @type {(inputs: Species_Worms_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`来自世界海洋物种名录`)
};

/**
* | output |
* | --- |
* | "From the World Register of Marine Species" |
*
* @param {Species_Worms_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_worms_heading = /** @type {((inputs?: Species_Worms_HeadingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Worms_HeadingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_worms_heading(inputs)
	if (locale === "de") return de_species_worms_heading(inputs)
	if (locale === "fr") return fr_species_worms_heading(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_worms_heading(inputs)
	return en_species_worms_heading(inputs)
});