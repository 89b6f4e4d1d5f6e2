/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rank_ClassInputs */

const en_rank_class = /** @type {(inputs: Rank_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Class`)
};

const es_rank_class = /** @type {(inputs: Rank_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clase`)
};

const de_rank_class = /** @type {(inputs: Rank_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klasse`)
};

const fr_rank_class = /** @type {(inputs: Rank_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classe`)
};

const zh_hans1_rank_class = /** @type {(inputs: Rank_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`纲`)
};

/**
* | output |
* | --- |
* | "Class" |
*
* @param {Rank_ClassInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const rank_class = /** @type {((inputs?: Rank_ClassInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rank_ClassInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rank_class(inputs)
	if (locale === "de") return de_rank_class(inputs)
	if (locale === "fr") return fr_rank_class(inputs)
	if (locale === "zh-Hans") return zh_hans1_rank_class(inputs)
	return en_rank_class(inputs)
});