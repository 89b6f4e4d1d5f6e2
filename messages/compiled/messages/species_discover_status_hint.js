/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Discover_Status_HintInputs */

const en_species_discover_status_hint = /** @type {(inputs: Species_Discover_Status_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conservation status: `)
};

const es_species_discover_status_hint = /** @type {(inputs: Species_Discover_Status_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado de conservación: `)
};

const de_species_discover_status_hint = /** @type {(inputs: Species_Discover_Status_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schutzstatus: `)
};

const fr_species_discover_status_hint = /** @type {(inputs: Species_Discover_Status_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statut de conservation : `)
};

const zh_hans1_species_discover_status_hint = /** @type {(inputs: Species_Discover_Status_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保护状况：`)
};

/**
* | output |
* | --- |
* | "Conservation status:" |
*
* @param {Species_Discover_Status_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_discover_status_hint = /** @type {((inputs?: Species_Discover_Status_HintInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Discover_Status_HintInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_discover_status_hint(inputs)
	if (locale === "de") return de_species_discover_status_hint(inputs)
	if (locale === "fr") return fr_species_discover_status_hint(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_discover_status_hint(inputs)
	return en_species_discover_status_hint(inputs)
});