/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Class_Or_PhylumInputs */

const en_reviews_class_or_phylum = /** @type {(inputs: Reviews_Class_Or_PhylumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Class or phylum`)
};

const es_reviews_class_or_phylum = /** @type {(inputs: Reviews_Class_Or_PhylumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clase o filo`)
};

const de_reviews_class_or_phylum = /** @type {(inputs: Reviews_Class_Or_PhylumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klasse oder Stamm`)
};

const fr_reviews_class_or_phylum = /** @type {(inputs: Reviews_Class_Or_PhylumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classe ou embranchement`)
};

const zh_hans1_reviews_class_or_phylum = /** @type {(inputs: Reviews_Class_Or_PhylumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`纲或门`)
};

/**
* | output |
* | --- |
* | "Class or phylum" |
*
* @param {Reviews_Class_Or_PhylumInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_class_or_phylum = /** @type {((inputs?: Reviews_Class_Or_PhylumInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Class_Or_PhylumInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_class_or_phylum(inputs)
	if (locale === "de") return de_reviews_class_or_phylum(inputs)
	if (locale === "fr") return fr_reviews_class_or_phylum(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_class_or_phylum(inputs)
	return en_reviews_class_or_phylum(inputs)
});