/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_TitleInputs */

const en_reviews_title = /** @type {(inputs: Reviews_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews`)
};

const es_reviews_title = /** @type {(inputs: Reviews_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisiones`)
};

const de_reviews_title = /** @type {(inputs: Reviews_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prüfungen`)
};

const fr_reviews_title = /** @type {(inputs: Reviews_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revues`)
};

const zh_hans1_reviews_title = /** @type {(inputs: Reviews_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`审核`)
};

/**
* | output |
* | --- |
* | "Reviews" |
*
* @param {Reviews_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_title = /** @type {((inputs?: Reviews_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_title(inputs)
	if (locale === "de") return de_reviews_title(inputs)
	if (locale === "fr") return fr_reviews_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_title(inputs)
	return en_reviews_title(inputs)
});