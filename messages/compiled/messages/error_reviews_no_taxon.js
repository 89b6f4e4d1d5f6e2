/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Reviews_No_TaxonInputs */

const en_error_reviews_no_taxon = /** @type {(inputs: Error_Reviews_No_TaxonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This answer has no WoRMS taxon to agree with: please suggest one`)
};

const es_error_reviews_no_taxon = /** @type {(inputs: Error_Reviews_No_TaxonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta respuesta no tiene un taxón de WoRMS con el que estar de acuerdo: sugiere uno`)
};

const de_error_reviews_no_taxon = /** @type {(inputs: Error_Reviews_No_TaxonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Antwort hat kein WoRMS-Taxon, dem du zustimmen kannst: Bitte schlage eines vor`)
};

const fr_error_reviews_no_taxon = /** @type {(inputs: Error_Reviews_No_TaxonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette réponse n’a pas de taxon WoRMS auquel adhérer : proposez-en un`)
};

const zh_hans1_error_reviews_no_taxon = /** @type {(inputs: Error_Reviews_No_TaxonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此回答没有可认同的 WoRMS 分类单元：请提出一个`)
};

/**
* | output |
* | --- |
* | "This answer has no WoRMS taxon to agree with: please suggest one" |
*
* @param {Error_Reviews_No_TaxonInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_reviews_no_taxon = /** @type {((inputs?: Error_Reviews_No_TaxonInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Reviews_No_TaxonInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_reviews_no_taxon(inputs)
	if (locale === "de") return de_error_reviews_no_taxon(inputs)
	if (locale === "fr") return fr_error_reviews_no_taxon(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_reviews_no_taxon(inputs)
	return en_error_reviews_no_taxon(inputs)
});