/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Species_Discover_FoundInputs */

const en_species_discover_found = /** @type {(inputs: Species_Discover_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} species found`)
};

const es_species_discover_found = /** @type {(inputs: Species_Discover_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} especies encontradas`)
};

const de_species_discover_found = /** @type {(inputs: Species_Discover_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Arten gefunden`)
};

const fr_species_discover_found = /** @type {(inputs: Species_Discover_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} espèces trouvées`)
};

const zh_hans1_species_discover_found = /** @type {(inputs: Species_Discover_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`找到 ${i?.count} 个物种`)
};

/**
* | output |
* | --- |
* | "{count} species found" |
*
* @param {Species_Discover_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_discover_found = /** @type {((inputs: Species_Discover_FoundInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Discover_FoundInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_discover_found(inputs)
	if (locale === "de") return de_species_discover_found(inputs)
	if (locale === "fr") return fr_species_discover_found(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_discover_found(inputs)
	return en_species_discover_found(inputs)
});