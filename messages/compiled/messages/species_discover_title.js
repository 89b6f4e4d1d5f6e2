/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Discover_TitleInputs */

const en_species_discover_title = /** @type {(inputs: Species_Discover_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discover Marine Species`)
};

const es_species_discover_title = /** @type {(inputs: Species_Discover_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descubre especies marinas`)
};

const de_species_discover_title = /** @type {(inputs: Species_Discover_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meeresarten entdecken`)
};

const fr_species_discover_title = /** @type {(inputs: Species_Discover_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Découvrir les espèces marines`)
};

const zh_hans1_species_discover_title = /** @type {(inputs: Species_Discover_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`探索海洋物种`)
};

/**
* | output |
* | --- |
* | "Discover Marine Species" |
*
* @param {Species_Discover_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_discover_title = /** @type {((inputs?: Species_Discover_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Discover_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_discover_title(inputs)
	if (locale === "de") return de_species_discover_title(inputs)
	if (locale === "fr") return fr_species_discover_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_discover_title(inputs)
	return en_species_discover_title(inputs)
});