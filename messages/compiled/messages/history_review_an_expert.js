/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Review_An_ExpertInputs */

const en_history_review_an_expert = /** @type {(inputs: History_Review_An_ExpertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An expert`)
};

const es_history_review_an_expert = /** @type {(inputs: History_Review_An_ExpertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un experto`)
};

const de_history_review_an_expert = /** @type {(inputs: History_Review_An_ExpertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Fachperson`)
};

const fr_history_review_an_expert = /** @type {(inputs: History_Review_An_ExpertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un expert`)
};

const zh_hans1_history_review_an_expert = /** @type {(inputs: History_Review_An_ExpertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一位专家`)
};

/**
* | output |
* | --- |
* | "An expert" |
*
* @param {History_Review_An_ExpertInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_review_an_expert = /** @type {((inputs?: History_Review_An_ExpertInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Review_An_ExpertInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_review_an_expert(inputs)
	if (locale === "de") return de_history_review_an_expert(inputs)
	if (locale === "fr") return fr_history_review_an_expert(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_review_an_expert(inputs)
	return en_history_review_an_expert(inputs)
});