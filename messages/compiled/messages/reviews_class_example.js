/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Class_ExampleInputs */

const en_reviews_class_example = /** @type {(inputs: Reviews_Class_ExampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. Actinopterygii`)
};

const es_reviews_class_example = /** @type {(inputs: Reviews_Class_ExampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. Actinopterygii`)
};

const de_reviews_class_example = /** @type {(inputs: Reviews_Class_ExampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`z. B. Actinopterygii`)
};

const fr_reviews_class_example = /** @type {(inputs: Reviews_Class_ExampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ex. Actinopterygii`)
};

const zh_hans1_reviews_class_example = /** @type {(inputs: Reviews_Class_ExampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`例如 Actinopterygii`)
};

/**
* | output |
* | --- |
* | "e.g. Actinopterygii" |
*
* @param {Reviews_Class_ExampleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_class_example = /** @type {((inputs?: Reviews_Class_ExampleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Class_ExampleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_class_example(inputs)
	if (locale === "de") return de_reviews_class_example(inputs)
	if (locale === "fr") return fr_reviews_class_example(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_class_example(inputs)
	return en_reviews_class_example(inputs)
});