/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_AgreeInputs */

const en_reviews_agree = /** @type {(inputs: Reviews_AgreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agree`)
};

const es_reviews_agree = /** @type {(inputs: Reviews_AgreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De acuerdo`)
};

const de_reviews_agree = /** @type {(inputs: Reviews_AgreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zustimmen`)
};

const fr_reviews_agree = /** @type {(inputs: Reviews_AgreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`D’accord`)
};

const zh_hans1_reviews_agree = /** @type {(inputs: Reviews_AgreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`同意`)
};

/**
* | output |
* | --- |
* | "Agree" |
*
* @param {Reviews_AgreeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_agree = /** @type {((inputs?: Reviews_AgreeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_AgreeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_agree(inputs)
	if (locale === "de") return de_reviews_agree(inputs)
	if (locale === "fr") return fr_reviews_agree(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_agree(inputs)
	return en_reviews_agree(inputs)
});