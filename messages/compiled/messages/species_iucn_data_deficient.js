/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Iucn_Data_DeficientInputs */

const en_species_iucn_data_deficient = /** @type {(inputs: Species_Iucn_Data_DeficientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data Deficient`)
};

const es_species_iucn_data_deficient = /** @type {(inputs: Species_Iucn_Data_DeficientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datos insuficientes`)
};

const de_species_iucn_data_deficient = /** @type {(inputs: Species_Iucn_Data_DeficientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungenügende Datengrundlage`)
};

const fr_species_iucn_data_deficient = /** @type {(inputs: Species_Iucn_Data_DeficientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Données insuffisantes`)
};

const zh_hans1_species_iucn_data_deficient = /** @type {(inputs: Species_Iucn_Data_DeficientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`数据缺乏`)
};

/**
* | output |
* | --- |
* | "Data Deficient" |
*
* @param {Species_Iucn_Data_DeficientInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_iucn_data_deficient = /** @type {((inputs?: Species_Iucn_Data_DeficientInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Iucn_Data_DeficientInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_iucn_data_deficient(inputs)
	if (locale === "de") return de_species_iucn_data_deficient(inputs)
	if (locale === "fr") return fr_species_iucn_data_deficient(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_iucn_data_deficient(inputs)
	return en_species_iucn_data_deficient(inputs)
});