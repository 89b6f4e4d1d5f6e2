/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Discover_Empty_TextInputs */

const en_species_discover_empty_text = /** @type {(inputs: Species_Discover_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Published identifications will appear here. Why not identify one yourself?`)
};

const es_species_discover_empty_text = /** @type {(inputs: Species_Discover_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aquí aparecerán las identificaciones publicadas. ¿Por qué no identificas una tú?`)
};

const de_species_discover_empty_text = /** @type {(inputs: Species_Discover_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hier erscheinen veröffentlichte Bestimmungen. Warum bestimmst du nicht selbst eine?`)
};

const fr_species_discover_empty_text = /** @type {(inputs: Species_Discover_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les identifications publiées apparaîtront ici. Pourquoi ne pas en faire une vous-même ?`)
};

const zh_hans1_species_discover_empty_text = /** @type {(inputs: Species_Discover_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已发布的识别结果会显示在这里。何不自己识别一个？`)
};

/**
* | output |
* | --- |
* | "Published identifications will appear here. Why not identify one yourself?" |
*
* @param {Species_Discover_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_discover_empty_text = /** @type {((inputs?: Species_Discover_Empty_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Discover_Empty_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_discover_empty_text(inputs)
	if (locale === "de") return de_species_discover_empty_text(inputs)
	if (locale === "fr") return fr_species_discover_empty_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_discover_empty_text(inputs)
	return en_species_discover_empty_text(inputs)
});