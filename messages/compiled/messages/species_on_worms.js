/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Species_On_WormsInputs */

const en_species_on_worms = /** @type {(inputs: Species_On_WormsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} on WoRMS`)
};

const es_species_on_worms = /** @type {(inputs: Species_On_WormsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} en WoRMS`)
};

const de_species_on_worms = /** @type {(inputs: Species_On_WormsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} bei WoRMS`)
};

const fr_species_on_worms = /** @type {(inputs: Species_On_WormsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} sur WoRMS`)
};

const zh_hans1_species_on_worms = /** @type {(inputs: Species_On_WormsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`WoRMS 上的 ${i?.name}`)
};

/**
* | output |
* | --- |
* | "{name} on WoRMS" |
*
* @param {Species_On_WormsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_on_worms = /** @type {((inputs: Species_On_WormsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_On_WormsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_on_worms(inputs)
	if (locale === "de") return de_species_on_worms(inputs)
	if (locale === "fr") return fr_species_on_worms(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_on_worms(inputs)
	return en_species_on_worms(inputs)
});