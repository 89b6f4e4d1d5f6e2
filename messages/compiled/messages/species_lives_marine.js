/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Lives_MarineInputs */

const en_species_lives_marine = /** @type {(inputs: Species_Lives_MarineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`marine`)
};

const es_species_lives_marine = /** @type {(inputs: Species_Lives_MarineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el mar`)
};

const de_species_lives_marine = /** @type {(inputs: Species_Lives_MarineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meer`)
};

const fr_species_lives_marine = /** @type {(inputs: Species_Lives_MarineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mer`)
};

const zh_hans1_species_lives_marine = /** @type {(inputs: Species_Lives_MarineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`海洋`)
};

/**
* | output |
* | --- |
* | "marine" |
*
* @param {Species_Lives_MarineInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_lives_marine = /** @type {((inputs?: Species_Lives_MarineInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Lives_MarineInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_lives_marine(inputs)
	if (locale === "de") return de_species_lives_marine(inputs)
	if (locale === "fr") return fr_species_lives_marine(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_lives_marine(inputs)
	return en_species_lives_marine(inputs)
});