/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_No_MatchInputs */

const en_history_no_match = /** @type {(inputs: History_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No identifications match these filters.`)
};

const es_history_no_match = /** @type {(inputs: History_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna identificación coincide con estos filtros.`)
};

const de_history_no_match = /** @type {(inputs: History_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Bestimmung passt zu diesen Filtern.`)
};

const fr_history_no_match = /** @type {(inputs: History_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune identification ne correspond à ces filtres.`)
};

const zh_hans1_history_no_match = /** @type {(inputs: History_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有符合这些筛选条件的识别记录。`)
};

/**
* | output |
* | --- |
* | "No identifications match these filters." |
*
* @param {History_No_MatchInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_no_match = /** @type {((inputs?: History_No_MatchInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_No_MatchInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_no_match(inputs)
	if (locale === "de") return de_history_no_match(inputs)
	if (locale === "fr") return fr_history_no_match(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_no_match(inputs)
	return en_history_no_match(inputs)
});