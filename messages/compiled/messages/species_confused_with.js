/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Confused_WithInputs */

const en_species_confused_with = /** @type {(inputs: Species_Confused_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Often confused with`)
};

const es_species_confused_with = /** @type {(inputs: Species_Confused_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se confunde a menudo con`)
};

const de_species_confused_with = /** @type {(inputs: Species_Confused_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oft verwechselt mit`)
};

const fr_species_confused_with = /** @type {(inputs: Species_Confused_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Souvent confondue avec`)
};

const zh_hans1_species_confused_with = /** @type {(inputs: Species_Confused_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`常被误认为`)
};

/**
* | output |
* | --- |
* | "Often confused with" |
*
* @param {Species_Confused_WithInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_confused_with = /** @type {((inputs?: Species_Confused_WithInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Confused_WithInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_confused_with(inputs)
	if (locale === "de") return de_species_confused_with(inputs)
	if (locale === "fr") return fr_species_confused_with(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_confused_with(inputs)
	return en_species_confused_with(inputs)
});