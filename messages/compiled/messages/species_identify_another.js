/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Identify_AnotherInputs */

const en_species_identify_another = /** @type {(inputs: Species_Identify_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identify Another Species`)
};

const es_species_identify_another = /** @type {(inputs: Species_Identify_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificar otra especie`)
};

const de_species_identify_another = /** @type {(inputs: Species_Identify_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weitere Art bestimmen`)
};

const fr_species_identify_another = /** @type {(inputs: Species_Identify_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifier une autre espèce`)
};

const zh_hans1_species_identify_another = /** @type {(inputs: Species_Identify_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`再识别一个物种`)
};

/**
* | output |
* | --- |
* | "Identify Another Species" |
*
* @param {Species_Identify_AnotherInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_identify_another = /** @type {((inputs?: Species_Identify_AnotherInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Identify_AnotherInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_identify_another(inputs)
	if (locale === "de") return de_species_identify_another(inputs)
	if (locale === "fr") return fr_species_identify_another(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_identify_another(inputs)
	return en_species_identify_another(inputs)
});