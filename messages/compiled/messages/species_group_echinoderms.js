/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Group_EchinodermsInputs */

const en_species_group_echinoderms = /** @type {(inputs: Species_Group_EchinodermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Echinoderms`)
};

const es_species_group_echinoderms = /** @type {(inputs: Species_Group_EchinodermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Equinodermos`)
};

const de_species_group_echinoderms = /** @type {(inputs: Species_Group_EchinodermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stachelhäuter`)
};

const fr_species_group_echinoderms = /** @type {(inputs: Species_Group_EchinodermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échinodermes`)
};

const zh_hans1_species_group_echinoderms = /** @type {(inputs: Species_Group_EchinodermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`棘皮动物`)
};

/**
* | output |
* | --- |
* | "Echinoderms" |
*
* @param {Species_Group_EchinodermsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_group_echinoderms = /** @type {((inputs?: Species_Group_EchinodermsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Group_EchinodermsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_group_echinoderms(inputs)
	if (locale === "de") return de_species_group_echinoderms(inputs)
	if (locale === "fr") return fr_species_group_echinoderms(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_group_echinoderms(inputs)
	return en_species_group_echinoderms(inputs)
});