/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Show_AllInputs */

const en_reviews_show_all = /** @type {(inputs: Reviews_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show all`)
};

const es_reviews_show_all = /** @type {(inputs: Reviews_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar todo`)
};

const de_reviews_show_all = /** @type {(inputs: Reviews_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle zeigen`)
};

const fr_reviews_show_all = /** @type {(inputs: Reviews_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout afficher`)
};

const zh_hans1_reviews_show_all = /** @type {(inputs: Reviews_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`显示全部`)
};

/**
* | output |
* | --- |
* | "Show all" |
*
* @param {Reviews_Show_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_show_all = /** @type {((inputs?: Reviews_Show_AllInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Show_AllInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_show_all(inputs)
	if (locale === "de") return de_reviews_show_all(inputs)
	if (locale === "fr") return fr_reviews_show_all(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_show_all(inputs)
	return en_reviews_show_all(inputs)
});