/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rank_PhylumInputs */

const en_rank_phylum = /** @type {(inputs: Rank_PhylumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phylum`)
};

const es_rank_phylum = /** @type {(inputs: Rank_PhylumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filo`)
};

const de_rank_phylum = /** @type {(inputs: Rank_PhylumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stamm`)
};

const fr_rank_phylum = /** @type {(inputs: Rank_PhylumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Embranchement`)
};

const zh_hans1_rank_phylum = /** @type {(inputs: Rank_PhylumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`门`)
};

/**
* | output |
* | --- |
* | "Phylum" |
*
* @param {Rank_PhylumInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const rank_phylum = /** @type {((inputs?: Rank_PhylumInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rank_PhylumInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rank_phylum(inputs)
	if (locale === "de") return de_rank_phylum(inputs)
	if (locale === "fr") return fr_rank_phylum(inputs)
	if (locale === "zh-Hans") return zh_hans1_rank_phylum(inputs)
	return en_rank_phylum(inputs)
});