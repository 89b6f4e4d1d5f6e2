/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Name_ExampleInputs */

const en_reviews_name_example = /** @type {(inputs: Reviews_Name_ExampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. Amphiprion percula`)
};

const es_reviews_name_example = /** @type {(inputs: Reviews_Name_ExampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. Amphiprion percula`)
};

const de_reviews_name_example = /** @type {(inputs: Reviews_Name_ExampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`z. B. Amphiprion percula`)
};

const fr_reviews_name_example = /** @type {(inputs: Reviews_Name_ExampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ex. Amphiprion percula`)
};

const zh_hans1_reviews_name_example = /** @type {(inputs: Reviews_Name_ExampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`例如 Amphiprion percula`)
};

/**
* | output |
* | --- |
* | "e.g. Amphiprion percula" |
*
* @param {Reviews_Name_ExampleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_name_example = /** @type {((inputs?: Reviews_Name_ExampleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Name_ExampleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_name_example(inputs)
	if (locale === "de") return de_reviews_name_example(inputs)
	if (locale === "fr") return fr_reviews_name_example(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_name_example(inputs)
	return en_reviews_name_example(inputs)
});