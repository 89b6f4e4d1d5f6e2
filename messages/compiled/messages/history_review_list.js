/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Review_ListInputs */

const en_history_review_list = /** @type {(inputs: History_Review_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews`)
};

const es_history_review_list = /** @type {(inputs: History_Review_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisiones`)
};

const de_history_review_list = /** @type {(inputs: History_Review_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prüfungen`)
};

const fr_history_review_list = /** @type {(inputs: History_Review_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis reçus`)
};

const zh_hans1_history_review_list = /** @type {(inputs: History_Review_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`审核意见`)
};

/**
* | output |
* | --- |
* | "Reviews" |
*
* @param {History_Review_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_review_list = /** @type {((inputs?: History_Review_ListInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Review_ListInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_review_list(inputs)
	if (locale === "de") return de_history_review_list(inputs)
	if (locale === "fr") return fr_history_review_list(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_review_list(inputs)
	return en_history_review_list(inputs)
});