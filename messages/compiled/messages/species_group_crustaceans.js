/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Group_CrustaceansInputs */

const en_species_group_crustaceans = /** @type {(inputs: Species_Group_CrustaceansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crustaceans`)
};

const es_species_group_crustaceans = /** @type {(inputs: Species_Group_CrustaceansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crustáceos`)
};

const de_species_group_crustaceans = /** @type {(inputs: Species_Group_CrustaceansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Krebstiere`)
};

const fr_species_group_crustaceans = /** @type {(inputs: Species_Group_CrustaceansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crustacés`)
};

const zh_hans1_species_group_crustaceans = /** @type {(inputs: Species_Group_CrustaceansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`甲壳动物`)
};

/**
* | output |
* | --- |
* | "Crustaceans" |
*
* @param {Species_Group_CrustaceansInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_group_crustaceans = /** @type {((inputs?: Species_Group_CrustaceansInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Group_CrustaceansInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_group_crustaceans(inputs)
	if (locale === "de") return de_species_group_crustaceans(inputs)
	if (locale === "fr") return fr_species_group_crustaceans(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_group_crustaceans(inputs)
	return en_species_group_crustaceans(inputs)
});