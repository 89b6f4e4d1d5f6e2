/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rank_SpeciesInputs */

const en_rank_species = /** @type {(inputs: Rank_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Species`)
};

const es_rank_species = /** @type {(inputs: Rank_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Especie`)
};

const de_rank_species = /** @type {(inputs: Rank_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Art`)
};

const fr_rank_species = /** @type {(inputs: Rank_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espèce`)
};

const zh_hans1_rank_species = /** @type {(inputs: Rank_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`种`)
};

/**
* | output |
* | --- |
* | "Species" |
*
* @param {Rank_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const rank_species = /** @type {((inputs?: Rank_SpeciesInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rank_SpeciesInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rank_species(inputs)
	if (locale === "de") return de_rank_species(inputs)
	if (locale === "fr") return fr_rank_species(inputs)
	if (locale === "zh-Hans") return zh_hans1_rank_species(inputs)
	return en_rank_species(inputs)
});