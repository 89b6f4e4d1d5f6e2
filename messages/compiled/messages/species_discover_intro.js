/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Discover_IntroInputs */

const en_species_discover_intro = /** @type {(inputs: Species_Discover_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse the sea creatures our community has identified and published.`)
};

const es_species_discover_intro = /** @type {(inputs: Species_Discover_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explora los seres marinos que nuestra comunidad ha identificado y publicado.`)
};

const de_species_discover_intro = /** @type {(inputs: Species_Discover_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stöbere in den Meerestieren, die unsere Community bestimmt und veröffentlicht hat.`)
};

const fr_species_discover_intro = /** @type {(inputs: Species_Discover_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcourez les créatures marines que notre communauté a identifiées et publiées.`)
};

const zh_hans1_species_discover_intro = /** @type {(inputs: Species_Discover_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`浏览我们社区识别并发布的海洋生物。`)
};

/**
* | output |
* | --- |
* | "Browse the sea creatures our community has identified and published." |
*
* @param {Species_Discover_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_discover_intro = /** @type {((inputs?: Species_Discover_IntroInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Discover_IntroInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_discover_intro(inputs)
	if (locale === "de") return de_species_discover_intro(inputs)
	if (locale === "fr") return fr_species_discover_intro(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_discover_intro(inputs)
	return en_species_discover_intro(inputs)
});