/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Suggest_AnotherInputs */

const en_reviews_suggest_another = /** @type {(inputs: Reviews_Suggest_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suggest another name`)
};

const es_reviews_suggest_another = /** @type {(inputs: Reviews_Suggest_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sugerir otro nombre`)
};

const de_reviews_suggest_another = /** @type {(inputs: Reviews_Suggest_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anderen Namen vorschlagen`)
};

const fr_reviews_suggest_another = /** @type {(inputs: Reviews_Suggest_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suggérer un autre nom`)
};

const zh_hans1_reviews_suggest_another = /** @type {(inputs: Reviews_Suggest_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`建议其他名称`)
};

/**
* | output |
* | --- |
* | "Suggest another name" |
*
* @param {Reviews_Suggest_AnotherInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_suggest_another = /** @type {((inputs?: Reviews_Suggest_AnotherInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Suggest_AnotherInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_suggest_another(inputs)
	if (locale === "de") return de_reviews_suggest_another(inputs)
	if (locale === "fr") return fr_reviews_suggest_another(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_suggest_another(inputs)
	return en_reviews_suggest_another(inputs)
});