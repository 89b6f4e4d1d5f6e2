/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Identify_SpeciesInputs */

const en_account_identify_species = /** @type {(inputs: Account_Identify_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identify Species`)
};

const es_account_identify_species = /** @type {(inputs: Account_Identify_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificar especies`)
};

const de_account_identify_species = /** @type {(inputs: Account_Identify_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arten bestimmen`)
};

const fr_account_identify_species = /** @type {(inputs: Account_Identify_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifier des espèces`)
};

const zh_hans1_account_identify_species = /** @type {(inputs: Account_Identify_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`识别物种`)
};

/**
* | output |
* | --- |
* | "Identify Species" |
*
* @param {Account_Identify_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_identify_species = /** @type {((inputs?: Account_Identify_SpeciesInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Identify_SpeciesInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_identify_species(inputs)
	if (locale === "de") return de_account_identify_species(inputs)
	if (locale === "fr") return fr_account_identify_species(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_identify_species(inputs)
	return en_account_identify_species(inputs)
});