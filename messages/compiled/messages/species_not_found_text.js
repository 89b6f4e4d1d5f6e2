/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Not_Found_TextInputs */

const en_species_not_found_text = /** @type {(inputs: Species_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The species you're looking for doesn't exist or has not been published yet.`)
};

const es_species_not_found_text = /** @type {(inputs: Species_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La especie que buscas no existe o aún no se ha publicado.`)
};

const de_species_not_found_text = /** @type {(inputs: Species_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die gesuchte Art gibt es nicht, oder sie ist noch nicht veröffentlicht.`)
};

const fr_species_not_found_text = /** @type {(inputs: Species_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’espèce que vous cherchez n’existe pas ou n’a pas encore été publiée.`)
};

const zh_hans1_species_not_found_text = /** @type {(inputs: Species_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你要找的物种不存在，或尚未发布。`)
};

/**
* | output |
* | --- |
* | "The species you're looking for doesn't exist or has not been published yet." |
*
* @param {Species_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_not_found_text = /** @type {((inputs?: Species_Not_Found_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Not_Found_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_not_found_text(inputs)
	if (locale === "de") return de_species_not_found_text(inputs)
	if (locale === "fr") return fr_species_not_found_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_not_found_text(inputs)
	return en_species_not_found_text(inputs)
});