/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Discover_IdentifyInputs */

const en_species_discover_identify = /** @type {(inputs: Species_Discover_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identify a Species`)
};

const es_species_discover_identify = /** @type {(inputs: Species_Discover_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificar una especie`)
};

const de_species_discover_identify = /** @type {(inputs: Species_Discover_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Art bestimmen`)
};

const fr_species_discover_identify = /** @type {(inputs: Species_Discover_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifier une espèce`)
};

const zh_hans1_species_discover_identify = /** @type {(inputs: Species_Discover_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`识别物种`)
};

/**
* | output |
* | --- |
* | "Identify a Species" |
*
* @param {Species_Discover_IdentifyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_discover_identify = /** @type {((inputs?: Species_Discover_IdentifyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Discover_IdentifyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_discover_identify(inputs)
	if (locale === "de") return de_species_discover_identify(inputs)
	if (locale === "fr") return fr_species_discover_identify(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_discover_identify(inputs)
	return en_species_discover_identify(inputs)
});