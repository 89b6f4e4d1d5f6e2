/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Filter_QueueInputs */

const en_reviews_filter_queue = /** @type {(inputs: Reviews_Filter_QueueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter the queue`)
};

const es_reviews_filter_queue = /** @type {(inputs: Reviews_Filter_QueueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrar la cola`)
};

const de_reviews_filter_queue = /** @type {(inputs: Reviews_Filter_QueueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Liste filtern`)
};

const fr_reviews_filter_queue = /** @type {(inputs: Reviews_Filter_QueueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrer la file`)
};

const zh_hans1_reviews_filter_queue = /** @type {(inputs: Reviews_Filter_QueueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筛选队列`)
};

/**
* | output |
* | --- |
* | "Filter the queue" |
*
* @param {Reviews_Filter_QueueInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_filter_queue = /** @type {((inputs?: Reviews_Filter_QueueInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Filter_QueueInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_filter_queue(inputs)
	if (locale === "de") return de_reviews_filter_queue(inputs)
	if (locale === "fr") return fr_reviews_filter_queue(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_filter_queue(inputs)
	return en_reviews_filter_queue(inputs)
});