/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Source_Worms_IucnInputs */

const en_result_source_worms_iucn = /** @type {(inputs: Result_Source_Worms_IucnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IUCN Red List, via WoRMS`)
};

const es_result_source_worms_iucn = /** @type {(inputs: Result_Source_Worms_IucnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lista Roja de la UICN, vía WoRMS`)
};

const de_result_source_worms_iucn = /** @type {(inputs: Result_Source_Worms_IucnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rote Liste der IUCN, über WoRMS`)
};

const fr_result_source_worms_iucn = /** @type {(inputs: Result_Source_Worms_IucnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liste rouge de l’UICN, via WoRMS`)
};

const zh_hans1_result_source_worms_iucn = /** @type {(inputs: Result_Source_Worms_IucnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IUCN 红色名录，经由 WoRMS`)
};

/**
* | output |
* | --- |
* | "IUCN Red List, via WoRMS" |
*
* @param {Result_Source_Worms_IucnInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_source_worms_iucn = /** @type {((inputs?: Result_Source_Worms_IucnInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Source_Worms_IucnInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_source_worms_iucn(inputs)
	if (locale === "de") return de_result_source_worms_iucn(inputs)
	if (locale === "fr") return fr_result_source_worms_iucn(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_source_worms_iucn(inputs)
	return en_result_source_worms_iucn(inputs)
});