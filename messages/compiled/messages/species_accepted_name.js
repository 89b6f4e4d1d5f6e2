/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Accepted_NameInputs */

const en_species_accepted_name = /** @type {(inputs: Species_Accepted_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accepted name`)
};

const es_species_accepted_name = /** @type {(inputs: Species_Accepted_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre aceptado`)
};

const de_species_accepted_name = /** @type {(inputs: Species_Accepted_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gültiger Name`)
};

const fr_species_accepted_name = /** @type {(inputs: Species_Accepted_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom accepté`)
};

const zh_hans1_species_accepted_name = /** @type {(inputs: Species_Accepted_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有效学名`)
};

/**
* | output |
* | --- |
* | "Accepted name" |
*
* @param {Species_Accepted_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_accepted_name = /** @type {((inputs?: Species_Accepted_NameInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Accepted_NameInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_accepted_name(inputs)
	if (locale === "de") return de_species_accepted_name(inputs)
	if (locale === "fr") return fr_species_accepted_name(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_accepted_name(inputs)
	return en_species_accepted_name(inputs)
});