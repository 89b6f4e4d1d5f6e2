/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rank_OrderInputs */

const en_rank_order = /** @type {(inputs: Rank_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order`)
};

const es_rank_order = /** @type {(inputs: Rank_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orden`)
};

const de_rank_order = /** @type {(inputs: Rank_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordnung`)
};

const fr_rank_order = /** @type {(inputs: Rank_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordre`)
};

const zh_hans1_rank_order = /** @type {(inputs: Rank_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`目`)
};

/**
* | output |
* | --- |
* | "Order" |
*
* @param {Rank_OrderInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const rank_order = /** @type {((inputs?: Rank_OrderInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rank_OrderInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rank_order(inputs)
	if (locale === "de") return de_rank_order(inputs)
	if (locale === "fr") return fr_rank_order(inputs)
	if (locale === "zh-Hans") return zh_hans1_rank_order(inputs)
	return en_rank_order(inputs)
});