/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Copy_LinkInputs */

const en_species_copy_link = /** @type {(inputs: Species_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy link`)
};

const es_species_copy_link = /** @type {(inputs: Species_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiar enlace`)
};

const de_species_copy_link = /** @type {(inputs: Species_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link kopieren`)
};

const fr_species_copy_link = /** @type {(inputs: Species_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copier le lien`)
};

const zh_hans1_species_copy_link = /** @type {(inputs: Species_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`复制链接`)
};

/**
* | output |
* | --- |
* | "Copy link" |
*
* @param {Species_Copy_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_copy_link = /** @type {((inputs?: Species_Copy_LinkInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Copy_LinkInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_copy_link(inputs)
	if (locale === "de") return de_species_copy_link(inputs)
	if (locale === "fr") return fr_species_copy_link(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_copy_link(inputs)
	return en_species_copy_link(inputs)
});