/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Back_To_HistoryInputs */

const en_reviews_back_to_history = /** @type {(inputs: Reviews_Back_To_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to My Identifications`)
};

const es_reviews_back_to_history = /** @type {(inputs: Reviews_Back_To_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a Mis identificaciones`)
};

const de_reviews_back_to_history = /** @type {(inputs: Reviews_Back_To_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zu Meine Bestimmungen`)
};

const fr_reviews_back_to_history = /** @type {(inputs: Reviews_Back_To_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à Mes identifications`)
};

const zh_hans1_reviews_back_to_history = /** @type {(inputs: Reviews_Back_To_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`返回我的识别`)
};

/**
* | output |
* | --- |
* | "Back to My Identifications" |
*
* @param {Reviews_Back_To_HistoryInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_back_to_history = /** @type {((inputs?: Reviews_Back_To_HistoryInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Back_To_HistoryInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_back_to_history(inputs)
	if (locale === "de") return de_reviews_back_to_history(inputs)
	if (locale === "fr") return fr_reviews_back_to_history(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_back_to_history(inputs)
	return en_reviews_back_to_history(inputs)
});