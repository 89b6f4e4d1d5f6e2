/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} History_Taxa_OneInputs */

const en_history_taxa_one = /** @type {(inputs: History_Taxa_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} taxon`)
};

const es_history_taxa_one = /** @type {(inputs: History_Taxa_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} taxón`)
};

const de_history_taxa_one = /** @type {(inputs: History_Taxa_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Taxon`)
};

const fr_history_taxa_one = /** @type {(inputs: History_Taxa_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} taxon`)
};

const zh_hans1_history_taxa_one = /** @type {(inputs: History_Taxa_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 个分类单元`)
};

/**
* | output |
* | --- |
* | "{count} taxon" |
*
* @param {History_Taxa_OneInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_taxa_one = /** @type {((inputs: History_Taxa_OneInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Taxa_OneInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_taxa_one(inputs)
	if (locale === "de") return de_history_taxa_one(inputs)
	if (locale === "fr") return fr_history_taxa_one(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_taxa_one(inputs)
	return en_history_taxa_one(inputs)
});