/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Reviews_Bad_GroupInputs */

const en_error_reviews_bad_group = /** @type {(inputs: Error_Reviews_Bad_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each group must be a WoRMS class or phylum name, not too long`)
};

const es_error_reviews_bad_group = /** @type {(inputs: Error_Reviews_Bad_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada grupo debe ser el nombre de una clase o un filo de WoRMS, no demasiado largo`)
};

const de_error_reviews_bad_group = /** @type {(inputs: Error_Reviews_Bad_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jede Gruppe muss der nicht zu lange Name einer WoRMS-Klasse oder eines WoRMS-Stammes sein`)
};

const fr_error_reviews_bad_group = /** @type {(inputs: Error_Reviews_Bad_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque groupe doit être un nom de classe ou d’embranchement WoRMS, pas trop long`)
};

const zh_hans1_error_reviews_bad_group = /** @type {(inputs: Error_Reviews_Bad_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每个类群必须是 WoRMS 的纲或门的名称，且不能过长`)
};

/**
* | output |
* | --- |
* | "Each group must be a WoRMS class or phylum name, not too long" |
*
* @param {Error_Reviews_Bad_GroupInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_reviews_bad_group = /** @type {((inputs?: Error_Reviews_Bad_GroupInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Reviews_Bad_GroupInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_reviews_bad_group(inputs)
	if (locale === "de") return de_error_reviews_bad_group(inputs)
	if (locale === "fr") return fr_error_reviews_bad_group(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_reviews_bad_group(inputs)
	return en_error_reviews_bad_group(inputs)
});