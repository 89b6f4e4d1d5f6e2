/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_ClassificationInputs */

const en_species_classification = /** @type {(inputs: Species_ClassificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classification`)
};

const es_species_classification = /** @type {(inputs: Species_ClassificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clasificación`)
};

const de_species_classification = /** @type {(inputs: Species_ClassificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Systematik`)
};

const fr_species_classification = /** @type {(inputs: Species_ClassificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classification`)
};

const zh_hans1_species_classification = /** @type {(inputs: Species_ClassificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`分类`)
};

/**
* | output |
* | --- |
* | "Classification" |
*
* @param {Species_ClassificationInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_classification = /** @type {((inputs?: Species_ClassificationInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_ClassificationInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_classification(inputs)
	if (locale === "de") return de_species_classification(inputs)
	if (locale === "fr") return fr_species_classification(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_classification(inputs)
	return en_species_classification(inputs)
});