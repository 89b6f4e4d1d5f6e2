/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rank_SubspeciesInputs */

const en_rank_subspecies = /** @type {(inputs: Rank_SubspeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subspecies`)
};

const es_rank_subspecies = /** @type {(inputs: Rank_SubspeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subespecie`)
};

const de_rank_subspecies = /** @type {(inputs: Rank_SubspeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unterart`)
};

const fr_rank_subspecies = /** @type {(inputs: Rank_SubspeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sous-espèce`)
};

const zh_hans1_rank_subspecies = /** @type {(inputs: Rank_SubspeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`亚种`)
};

/**
* | output |
* | --- |
* | "Subspecies" |
*
* @param {Rank_SubspeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const rank_subspecies = /** @type {((inputs?: Rank_SubspeciesInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rank_SubspeciesInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rank_subspecies(inputs)
	if (locale === "de") return de_rank_subspecies(inputs)
	if (locale === "fr") return fr_rank_subspecies(inputs)
	if (locale === "zh-Hans") return zh_hans1_rank_subspecies(inputs)
	return en_rank_subspecies(inputs)
});