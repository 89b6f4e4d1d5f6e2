/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Group_OtherInputs */

const en_species_group_other = /** @type {(inputs: Species_Group_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other sea life`)
};

const es_species_group_other = /** @type {(inputs: Species_Group_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otra vida marina`)
};

const de_species_group_other = /** @type {(inputs: Species_Group_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anderes Meeresleben`)
};

const fr_species_group_other = /** @type {(inputs: Species_Group_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autre vie marine`)
};

const zh_hans1_species_group_other = /** @type {(inputs: Species_Group_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其他海洋生物`)
};

/**
* | output |
* | --- |
* | "Other sea life" |
*
* @param {Species_Group_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_group_other = /** @type {((inputs?: Species_Group_OtherInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Group_OtherInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_group_other(inputs)
	if (locale === "de") return de_species_group_other(inputs)
	if (locale === "fr") return fr_species_group_other(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_group_other(inputs)
	return en_species_group_other(inputs)
});