/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rank_GenusInputs */

const en_rank_genus = /** @type {(inputs: Rank_GenusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Genus`)
};

const es_rank_genus = /** @type {(inputs: Rank_GenusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Género`)
};

const de_rank_genus = /** @type {(inputs: Rank_GenusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gattung`)
};

const fr_rank_genus = /** @type {(inputs: Rank_GenusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Genre`)
};

const zh_hans1_rank_genus = /** @type {(inputs: Rank_GenusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`属`)
};

/**
* | output |
* | --- |
* | "Genus" |
*
* @param {Rank_GenusInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const rank_genus = /** @type {((inputs?: Rank_GenusInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rank_GenusInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rank_genus(inputs)
	if (locale === "de") return de_rank_genus(inputs)
	if (locale === "fr") return fr_rank_genus(inputs)
	if (locale === "zh-Hans") return zh_hans1_rank_genus(inputs)
	return en_rank_genus(inputs)
});