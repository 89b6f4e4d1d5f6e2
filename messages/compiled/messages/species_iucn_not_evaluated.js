/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Iucn_Not_EvaluatedInputs */

const en_species_iucn_not_evaluated = /** @type {(inputs: Species_Iucn_Not_EvaluatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not Evaluated`)
};

const es_species_iucn_not_evaluated = /** @type {(inputs: Species_Iucn_Not_EvaluatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No evaluado`)
};

const de_species_iucn_not_evaluated = /** @type {(inputs: Species_Iucn_Not_EvaluatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht beurteilt`)
};

const fr_species_iucn_not_evaluated = /** @type {(inputs: Species_Iucn_Not_EvaluatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non évalué`)
};

const zh_hans1_species_iucn_not_evaluated = /** @type {(inputs: Species_Iucn_Not_EvaluatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未评估`)
};

/**
* | output |
* | --- |
* | "Not Evaluated" |
*
* @param {Species_Iucn_Not_EvaluatedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_iucn_not_evaluated = /** @type {((inputs?: Species_Iucn_Not_EvaluatedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Iucn_Not_EvaluatedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_iucn_not_evaluated(inputs)
	if (locale === "de") return de_species_iucn_not_evaluated(inputs)
	if (locale === "fr") return fr_species_iucn_not_evaluated(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_iucn_not_evaluated(inputs)
	return en_species_iucn_not_evaluated(inputs)
});