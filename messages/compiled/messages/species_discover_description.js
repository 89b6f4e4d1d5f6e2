/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ product: NonNullable<unknown> }} Species_Discover_DescriptionInputs */

const en_species_discover_description = /** @type {(inputs: Species_Discover_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Browse and search the marine species identified and published by the ${i?.product} community.`)
};

const es_species_discover_description = /** @type {(inputs: Species_Discover_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Explora y busca las especies marinas que la comunidad de ${i?.product} ha identificado y publicado.`)
};

const de_species_discover_description = /** @type {(inputs: Species_Discover_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stöbere in den Meeresarten, die die ${i?.product}-Community bestimmt und veröffentlicht hat, und durchsuche sie.`)
};

const fr_species_discover_description = /** @type {(inputs: Species_Discover_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Parcourez et cherchez les espèces marines identifiées et publiées par la communauté ${i?.product}.`)
};

const zh_hans1_species_discover_description = /** @type {(inputs: Species_Discover_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`浏览和搜索 ${i?.product} 社区识别并发布的海洋物种。`)
};

/**
* | output |
* | --- |
* | "Browse and search the marine species identified and published by the {product} community." |
*
* @param {Species_Discover_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_discover_description = /** @type {((inputs: Species_Discover_DescriptionInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Discover_DescriptionInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_discover_description(inputs)
	if (locale === "de") return de_species_discover_description(inputs)
	if (locale === "fr") return fr_species_discover_description(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_discover_description(inputs)
	return en_species_discover_description(inputs)
});