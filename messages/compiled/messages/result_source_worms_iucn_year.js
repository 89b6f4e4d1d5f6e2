/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown> }} Result_Source_Worms_Iucn_YearInputs */

const en_result_source_worms_iucn_year = /** @type {(inputs: Result_Source_Worms_Iucn_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`IUCN Red List, assessed ${i?.year}, via WoRMS`)
};

const es_result_source_worms_iucn_year = /** @type {(inputs: Result_Source_Worms_Iucn_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lista Roja de la UICN, evaluado en ${i?.year}, vía WoRMS`)
};

const de_result_source_worms_iucn_year = /** @type {(inputs: Result_Source_Worms_Iucn_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rote Liste der IUCN, bewertet ${i?.year}, über WoRMS`)
};

const fr_result_source_worms_iucn_year = /** @type {(inputs: Result_Source_Worms_Iucn_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Liste rouge de l’UICN, évalué en ${i?.year}, via WoRMS`)
};

const zh_hans1_result_source_worms_iucn_year = /** @type {(inputs: Result_Source_Worms_Iucn_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`IUCN 红色名录，${i?.year} 年评估，经由 WoRMS`)
};

/**
* | output |
* | --- |
* | "IUCN Red List, assessed {year}, via WoRMS" |
*
* @param {Result_Source_Worms_Iucn_YearInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_source_worms_iucn_year = /** @type {((inputs: Result_Source_Worms_Iucn_YearInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Source_Worms_Iucn_YearInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_source_worms_iucn_year(inputs)
	if (locale === "de") return de_result_source_worms_iucn_year(inputs)
	if (locale === "fr") return fr_result_source_worms_iucn_year(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_source_worms_iucn_year(inputs)
	return en_result_source_worms_iucn_year(inputs)
});