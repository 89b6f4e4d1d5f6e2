/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Group_SeabirdsInputs */

const en_species_group_seabirds = /** @type {(inputs: Species_Group_SeabirdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seabirds`)
};

const es_species_group_seabirds = /** @type {(inputs: Species_Group_SeabirdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aves marinas`)
};

const de_species_group_seabirds = /** @type {(inputs: Species_Group_SeabirdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seevögel`)
};

const fr_species_group_seabirds = /** @type {(inputs: Species_Group_SeabirdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oiseaux marins`)
};

const zh_hans1_species_group_seabirds = /** @type {(inputs: Species_Group_SeabirdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`海鸟`)
};

/**
* | output |
* | --- |
* | "Seabirds" |
*
* @param {Species_Group_SeabirdsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_group_seabirds = /** @type {((inputs?: Species_Group_SeabirdsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Group_SeabirdsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_group_seabirds(inputs)
	if (locale === "de") return de_species_group_seabirds(inputs)
	if (locale === "fr") return fr_species_group_seabirds(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_group_seabirds(inputs)
	return en_species_group_seabirds(inputs)
});