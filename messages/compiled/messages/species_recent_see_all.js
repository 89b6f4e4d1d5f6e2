/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Recent_See_AllInputs */

const en_species_recent_see_all = /** @type {(inputs: Species_Recent_See_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See all species`)
};

const es_species_recent_see_all = /** @type {(inputs: Species_Recent_See_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver todas las especies`)
};

const de_species_recent_see_all = /** @type {(inputs: Species_Recent_See_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Arten ansehen`)
};

const fr_species_recent_see_all = /** @type {(inputs: Species_Recent_See_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir toutes les espèces`)
};

const zh_hans1_species_recent_see_all = /** @type {(inputs: Species_Recent_See_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看所有物种`)
};

/**
* | output |
* | --- |
* | "See all species" |
*
* @param {Species_Recent_See_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_recent_see_all = /** @type {((inputs?: Species_Recent_See_AllInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Recent_See_AllInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_recent_see_all(inputs)
	if (locale === "de") return de_species_recent_see_all(inputs)
	if (locale === "fr") return fr_species_recent_see_all(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_recent_see_all(inputs)
	return en_species_recent_see_all(inputs)
});