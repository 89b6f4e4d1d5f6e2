/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Review_SuggestsInputs */

const en_history_review_suggests = /** @type {(inputs: History_Review_SuggestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suggests`)
};

const es_history_review_suggests = /** @type {(inputs: History_Review_SuggestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propone`)
};

const de_history_review_suggests = /** @type {(inputs: History_Review_SuggestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schlägt vor`)
};

const fr_history_review_suggests = /** @type {(inputs: History_Review_SuggestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propose`)
};

const zh_hans1_history_review_suggests = /** @type {(inputs: History_Review_SuggestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`建议`)
};

/**
* | output |
* | --- |
* | "Suggests" |
*
* @param {History_Review_SuggestsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_review_suggests = /** @type {((inputs?: History_Review_SuggestsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Review_SuggestsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_review_suggests(inputs)
	if (locale === "de") return de_history_review_suggests(inputs)
	if (locale === "fr") return fr_history_review_suggests(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_review_suggests(inputs)
	return en_history_review_suggests(inputs)
});