/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_RankInputs */

const en_species_rank = /** @type {(inputs: Species_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rank`)
};

const es_species_rank = /** @type {(inputs: Species_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rango`)
};

const de_species_rank = /** @type {(inputs: Species_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rang`)
};

const fr_species_rank = /** @type {(inputs: Species_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rang`)
};

const zh_hans1_species_rank = /** @type {(inputs: Species_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`分类等级`)
};

/**
* | output |
* | --- |
* | "Rank" |
*
* @param {Species_RankInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_rank = /** @type {((inputs?: Species_RankInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_RankInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_rank(inputs)
	if (locale === "de") return de_species_rank(inputs)
	if (locale === "fr") return fr_species_rank(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_rank(inputs)
	return en_species_rank(inputs)
});