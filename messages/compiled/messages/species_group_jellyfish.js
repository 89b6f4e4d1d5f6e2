/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Group_JellyfishInputs */

const en_species_group_jellyfish = /** @type {(inputs: Species_Group_JellyfishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jellyfish`)
};

const es_species_group_jellyfish = /** @type {(inputs: Species_Group_JellyfishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medusas`)
};

const de_species_group_jellyfish = /** @type {(inputs: Species_Group_JellyfishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quallen`)
};

const fr_species_group_jellyfish = /** @type {(inputs: Species_Group_JellyfishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Méduses`)
};

const zh_hans1_species_group_jellyfish = /** @type {(inputs: Species_Group_JellyfishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`水母`)
};

/**
* | output |
* | --- |
* | "Jellyfish" |
*
* @param {Species_Group_JellyfishInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_group_jellyfish = /** @type {((inputs?: Species_Group_JellyfishInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Group_JellyfishInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_group_jellyfish(inputs)
	if (locale === "de") return de_species_group_jellyfish(inputs)
	if (locale === "fr") return fr_species_group_jellyfish(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_group_jellyfish(inputs)
	return en_species_group_jellyfish(inputs)
});