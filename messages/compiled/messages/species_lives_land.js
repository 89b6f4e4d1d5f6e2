/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Lives_LandInputs */

const en_species_lives_land = /** @type {(inputs: Species_Lives_LandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`land`)
};

const es_species_lives_land = /** @type {(inputs: Species_Lives_LandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tierra`)
};

const de_species_lives_land = /** @type {(inputs: Species_Lives_LandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Land`)
};

const fr_species_lives_land = /** @type {(inputs: Species_Lives_LandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`terre`)
};

const zh_hans1_species_lives_land = /** @type {(inputs: Species_Lives_LandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`陆地`)
};

/**
* | output |
* | --- |
* | "land" |
*
* @param {Species_Lives_LandInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_lives_land = /** @type {((inputs?: Species_Lives_LandInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Lives_LandInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_lives_land(inputs)
	if (locale === "de") return de_species_lives_land(inputs)
	if (locale === "fr") return fr_species_lives_land(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_lives_land(inputs)
	return en_species_lives_land(inputs)
});