/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Group_Turtles_ReptilesInputs */

const en_species_group_turtles_reptiles = /** @type {(inputs: Species_Group_Turtles_ReptilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sea turtles and reptiles`)
};

const es_species_group_turtles_reptiles = /** @type {(inputs: Species_Group_Turtles_ReptilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tortugas marinas y reptiles`)
};

const de_species_group_turtles_reptiles = /** @type {(inputs: Species_Group_Turtles_ReptilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meeresschildkröten und Reptilien`)
};

const fr_species_group_turtles_reptiles = /** @type {(inputs: Species_Group_Turtles_ReptilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tortues marines et reptiles`)
};

const zh_hans1_species_group_turtles_reptiles = /** @type {(inputs: Species_Group_Turtles_ReptilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`海龟和爬行动物`)
};

/**
* | output |
* | --- |
* | "Sea turtles and reptiles" |
*
* @param {Species_Group_Turtles_ReptilesInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_group_turtles_reptiles = /** @type {((inputs?: Species_Group_Turtles_ReptilesInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Group_Turtles_ReptilesInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_group_turtles_reptiles(inputs)
	if (locale === "de") return de_species_group_turtles_reptiles(inputs)
	if (locale === "fr") return fr_species_group_turtles_reptiles(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_group_turtles_reptiles(inputs)
	return en_species_group_turtles_reptiles(inputs)
});