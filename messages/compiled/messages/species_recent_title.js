/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Recent_TitleInputs */

const en_species_recent_title = /** @type {(inputs: Species_Recent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recently identified`)
};

const es_species_recent_title = /** @type {(inputs: Species_Recent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificados hace poco`)
};

const de_species_recent_title = /** @type {(inputs: Species_Recent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kürzlich bestimmt`)
};

const fr_species_recent_title = /** @type {(inputs: Species_Recent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifiés récemment`)
};

const zh_hans1_species_recent_title = /** @type {(inputs: Species_Recent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最近识别`)
};

/**
* | output |
* | --- |
* | "Recently identified" |
*
* @param {Species_Recent_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_recent_title = /** @type {((inputs?: Species_Recent_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Recent_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_recent_title(inputs)
	if (locale === "de") return de_species_recent_title(inputs)
	if (locale === "fr") return fr_species_recent_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_recent_title(inputs)
	return en_species_recent_title(inputs)
});