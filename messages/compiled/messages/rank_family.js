/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rank_FamilyInputs */

const en_rank_family = /** @type {(inputs: Rank_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Family`)
};

const es_rank_family = /** @type {(inputs: Rank_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Familia`)
};

const de_rank_family = /** @type {(inputs: Rank_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Familie`)
};

const fr_rank_family = /** @type {(inputs: Rank_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Famille`)
};

const zh_hans1_rank_family = /** @type {(inputs: Rank_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`科`)
};

/**
* | output |
* | --- |
* | "Family" |
*
* @param {Rank_FamilyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const rank_family = /** @type {((inputs?: Rank_FamilyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rank_FamilyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rank_family(inputs)
	if (locale === "de") return de_rank_family(inputs)
	if (locale === "fr") return fr_rank_family(inputs)
	if (locale === "zh-Hans") return zh_hans1_rank_family(inputs)
	return en_rank_family(inputs)
});