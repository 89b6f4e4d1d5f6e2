/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Reviews_Load_FailedInputs */

const en_reviews_load_failed = /** @type {(inputs: Reviews_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The review queue could not be loaded: ${i?.reason}`)
};

const es_reviews_load_failed = /** @type {(inputs: Reviews_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo cargar la cola de revisiones: ${i?.reason}`)
};

const de_reviews_load_failed = /** @type {(inputs: Reviews_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Prüfliste konnte nicht geladen werden: ${i?.reason}`)
};

const fr_reviews_load_failed = /** @type {(inputs: Reviews_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Impossible de charger la file des revues : ${i?.reason}`)
};

const zh_hans1_reviews_load_failed = /** @type {(inputs: Reviews_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法加载审核队列：${i?.reason}`)
};

/**
* | output |
* | --- |
* | "The review queue could not be loaded: {reason}" |
*
* @param {Reviews_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_load_failed = /** @type {((inputs: Reviews_Load_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Load_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_load_failed(inputs)
	if (locale === "de") return de_reviews_load_failed(inputs)
	if (locale === "fr") return fr_reviews_load_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_load_failed(inputs)
	return en_reviews_load_failed(inputs)
});