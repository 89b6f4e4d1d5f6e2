/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Discover_Empty_HeadingInputs */

const en_species_discover_empty_heading = /** @type {(inputs: Species_Discover_Empty_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Species Published Yet`)
};

const es_species_discover_empty_heading = /** @type {(inputs: Species_Discover_Empty_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay especies publicadas`)
};

const de_species_discover_empty_heading = /** @type {(inputs: Species_Discover_Empty_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Arten veröffentlicht`)
};

const fr_species_discover_empty_heading = /** @type {(inputs: Species_Discover_Empty_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune espèce publiée pour l’instant`)
};

const zh_hans1_species_discover_empty_heading = /** @type {(inputs: Species_Discover_Empty_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚未发布任何物种`)
};

/**
* | output |
* | --- |
* | "No Species Published Yet" |
*
* @param {Species_Discover_Empty_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_discover_empty_heading = /** @type {((inputs?: Species_Discover_Empty_HeadingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Discover_Empty_HeadingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_discover_empty_heading(inputs)
	if (locale === "de") return de_species_discover_empty_heading(inputs)
	if (locale === "fr") return fr_species_discover_empty_heading(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_discover_empty_heading(inputs)
	return en_species_discover_empty_heading(inputs)
});