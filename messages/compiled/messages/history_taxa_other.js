/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} History_Taxa_OtherInputs */

const en_history_taxa_other = /** @type {(inputs: History_Taxa_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} taxa`)
};

const es_history_taxa_other = /** @type {(inputs: History_Taxa_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} taxones`)
};

const de_history_taxa_other = /** @type {(inputs: History_Taxa_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Taxa`)
};

const fr_history_taxa_other = /** @type {(inputs: History_Taxa_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} taxons`)
};

const zh_hans1_history_taxa_other = /** @type {(inputs: History_Taxa_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 个分类单元`)
};

/**
* | output |
* | --- |
* | "{count} taxa" |
*
* @param {History_Taxa_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_taxa_other = /** @type {((inputs: History_Taxa_OtherInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Taxa_OtherInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_taxa_other(inputs)
	if (locale === "de") return de_history_taxa_other(inputs)
	if (locale === "fr") return fr_history_taxa_other(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_taxa_other(inputs)
	return en_history_taxa_other(inputs)
});