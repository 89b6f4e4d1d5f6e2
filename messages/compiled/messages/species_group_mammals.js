/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Group_MammalsInputs */

const en_species_group_mammals = /** @type {(inputs: Species_Group_MammalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marine mammals`)
};

const es_species_group_mammals = /** @type {(inputs: Species_Group_MammalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mamíferos marinos`)
};

const de_species_group_mammals = /** @type {(inputs: Species_Group_MammalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meeressäuger`)
};

const fr_species_group_mammals = /** @type {(inputs: Species_Group_MammalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mammifères marins`)
};

const zh_hans1_species_group_mammals = /** @type {(inputs: Species_Group_MammalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`海洋哺乳动物`)
};

/**
* | output |
* | --- |
* | "Marine mammals" |
*
* @param {Species_Group_MammalsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_group_mammals = /** @type {((inputs?: Species_Group_MammalsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Group_MammalsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_group_mammals(inputs)
	if (locale === "de") return de_species_group_mammals(inputs)
	if (locale === "fr") return fr_species_group_mammals(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_group_mammals(inputs)
	return en_species_group_mammals(inputs)
});