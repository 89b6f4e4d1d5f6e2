/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Discover_MoreInputs */

const en_species_discover_more = /** @type {(inputs: Species_Discover_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show more species`)
};

const es_species_discover_more = /** @type {(inputs: Species_Discover_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver más especies`)
};

const de_species_discover_more = /** @type {(inputs: Species_Discover_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mehr Arten zeigen`)
};

const fr_species_discover_more = /** @type {(inputs: Species_Discover_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir plus d’espèces`)
};

const zh_hans1_species_discover_more = /** @type {(inputs: Species_Discover_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`显示更多物种`)
};

/**
* | output |
* | --- |
* | "Show more species" |
*
* @param {Species_Discover_MoreInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_discover_more = /** @type {((inputs?: Species_Discover_MoreInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Discover_MoreInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_discover_more(inputs)
	if (locale === "de") return de_species_discover_more(inputs)
	if (locale === "fr") return fr_species_discover_more(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_discover_more(inputs)
	return en_species_discover_more(inputs)
});