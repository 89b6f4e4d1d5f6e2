/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Lives_InInputs */

const en_species_lives_in = /** @type {(inputs: Species_Lives_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lives in`)
};

const es_species_lives_in = /** @type {(inputs: Species_Lives_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vive en`)
};

const de_species_lives_in = /** @type {(inputs: Species_Lives_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lebt in`)
};

const fr_species_lives_in = /** @type {(inputs: Species_Lives_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vit en`)
};

const zh_hans1_species_lives_in = /** @type {(inputs: Species_Lives_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`栖息环境`)
};

/**
* | output |
* | --- |
* | "Lives in" |
*
* @param {Species_Lives_InInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_lives_in = /** @type {((inputs?: Species_Lives_InInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Lives_InInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_lives_in(inputs)
	if (locale === "de") return de_species_lives_in(inputs)
	if (locale === "fr") return fr_species_lives_in(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_lives_in(inputs)
	return en_species_lives_in(inputs)
});