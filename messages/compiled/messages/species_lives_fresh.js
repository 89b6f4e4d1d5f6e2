/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Lives_FreshInputs */

const en_species_lives_fresh = /** @type {(inputs: Species_Lives_FreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fresh water`)
};

const es_species_lives_fresh = /** @type {(inputs: Species_Lives_FreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`agua dulce`)
};

const de_species_lives_fresh = /** @type {(inputs: Species_Lives_FreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Süßwasser`)
};

const fr_species_lives_fresh = /** @type {(inputs: Species_Lives_FreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`eau douce`)
};

const zh_hans1_species_lives_fresh = /** @type {(inputs: Species_Lives_FreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`淡水`)
};

/**
* | output |
* | --- |
* | "fresh water" |
*
* @param {Species_Lives_FreshInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_lives_fresh = /** @type {((inputs?: Species_Lives_FreshInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Lives_FreshInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_lives_fresh(inputs)
	if (locale === "de") return de_species_lives_fresh(inputs)
	if (locale === "fr") return fr_species_lives_fresh(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_lives_fresh(inputs)
	return en_species_lives_fresh(inputs)
});