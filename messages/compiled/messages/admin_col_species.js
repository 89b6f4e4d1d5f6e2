/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_SpeciesInputs */

const en_admin_col_species = /** @type {(inputs: Admin_Col_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Species`)
};

const es_admin_col_species = /** @type {(inputs: Admin_Col_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Especie`)
};

const de_admin_col_species = /** @type {(inputs: Admin_Col_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Art`)
};

const fr_admin_col_species = /** @type {(inputs: Admin_Col_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espèce`)
};

const zh_hans1_admin_col_species = /** @type {(inputs: Admin_Col_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`物种`)
};

/**
* | output |
* | --- |
* | "Species" |
*
* @param {Admin_Col_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_species = /** @type {((inputs?: Admin_Col_SpeciesInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_SpeciesInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_species(inputs)
	if (locale === "de") return de_admin_col_species(inputs)
	if (locale === "fr") return fr_admin_col_species(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_species(inputs)
	return en_admin_col_species(inputs)
});