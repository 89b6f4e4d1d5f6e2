/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Not_Found_TitleInputs */

const en_species_not_found_title = /** @type {(inputs: Species_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Species Not Found`)
};

const es_species_not_found_title = /** @type {(inputs: Species_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Especie no encontrada`)
};

const de_species_not_found_title = /** @type {(inputs: Species_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Art nicht gefunden`)
};

const fr_species_not_found_title = /** @type {(inputs: Species_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espèce introuvable`)
};

const zh_hans1_species_not_found_title = /** @type {(inputs: Species_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未找到该物种`)
};

/**
* | output |
* | --- |
* | "Species Not Found" |
*
* @param {Species_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_not_found_title = /** @type {((inputs?: Species_Not_Found_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Not_Found_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_not_found_title(inputs)
	if (locale === "de") return de_species_not_found_title(inputs)
	if (locale === "fr") return fr_species_not_found_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_not_found_title(inputs)
	return en_species_not_found_title(inputs)
});