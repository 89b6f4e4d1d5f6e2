/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_SpeciesInputs */

const en_history_species = /** @type {(inputs: History_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Species`)
};

const es_history_species = /** @type {(inputs: History_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Especie`)
};

const de_history_species = /** @type {(inputs: History_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Art`)
};

const fr_history_species = /** @type {(inputs: History_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espèce`)
};

const zh_hans1_history_species = /** @type {(inputs: History_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`物种`)
};

/**
* | output |
* | --- |
* | "Species" |
*
* @param {History_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_species = /** @type {((inputs?: History_SpeciesInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_SpeciesInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_species(inputs)
	if (locale === "de") return de_history_species(inputs)
	if (locale === "fr") return fr_history_species(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_species(inputs)
	return en_history_species(inputs)
});