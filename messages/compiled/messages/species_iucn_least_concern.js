/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Iucn_Least_ConcernInputs */

const en_species_iucn_least_concern = /** @type {(inputs: Species_Iucn_Least_ConcernInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Least Concern`)
};

const es_species_iucn_least_concern = /** @type {(inputs: Species_Iucn_Least_ConcernInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preocupación menor`)
};

const de_species_iucn_least_concern = /** @type {(inputs: Species_Iucn_Least_ConcernInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht gefährdet`)
};

const fr_species_iucn_least_concern = /** @type {(inputs: Species_Iucn_Least_ConcernInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Préoccupation mineure`)
};

const zh_hans1_species_iucn_least_concern = /** @type {(inputs: Species_Iucn_Least_ConcernInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无危`)
};

/**
* | output |
* | --- |
* | "Least Concern" |
*
* @param {Species_Iucn_Least_ConcernInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_iucn_least_concern = /** @type {((inputs?: Species_Iucn_Least_ConcernInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Iucn_Least_ConcernInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_iucn_least_concern(inputs)
	if (locale === "de") return de_species_iucn_least_concern(inputs)
	if (locale === "fr") return fr_species_iucn_least_concern(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_iucn_least_concern(inputs)
	return en_species_iucn_least_concern(inputs)
});