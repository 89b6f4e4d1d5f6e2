/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Lives_BrackishInputs */

const en_species_lives_brackish = /** @type {(inputs: Species_Lives_BrackishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`brackish water`)
};

const es_species_lives_brackish = /** @type {(inputs: Species_Lives_BrackishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aguas salobres`)
};

const de_species_lives_brackish = /** @type {(inputs: Species_Lives_BrackishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brackwasser`)
};

const fr_species_lives_brackish = /** @type {(inputs: Species_Lives_BrackishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`eau saumâtre`)
};

const zh_hans1_species_lives_brackish = /** @type {(inputs: Species_Lives_BrackishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`咸淡水`)
};

/**
* | output |
* | --- |
* | "brackish water" |
*
* @param {Species_Lives_BrackishInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_lives_brackish = /** @type {((inputs?: Species_Lives_BrackishInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Lives_BrackishInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_lives_brackish(inputs)
	if (locale === "de") return de_species_lives_brackish(inputs)
	if (locale === "fr") return fr_species_lives_brackish(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_lives_brackish(inputs)
	return en_species_lives_brackish(inputs)
});