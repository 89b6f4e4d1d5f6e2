/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Review_AgreesInputs */

const en_history_review_agrees = /** @type {(inputs: History_Review_AgreesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agrees`)
};

const es_history_review_agrees = /** @type {(inputs: History_Review_AgreesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Está de acuerdo`)
};

const de_history_review_agrees = /** @type {(inputs: History_Review_AgreesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stimmt zu`)
};

const fr_history_review_agrees = /** @type {(inputs: History_Review_AgreesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Est d’accord`)
};

const zh_hans1_history_review_agrees = /** @type {(inputs: History_Review_AgreesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`同意`)
};

/**
* | output |
* | --- |
* | "Agrees" |
*
* @param {History_Review_AgreesInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_review_agrees = /** @type {((inputs?: History_Review_AgreesInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Review_AgreesInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_review_agrees(inputs)
	if (locale === "de") return de_history_review_agrees(inputs)
	if (locale === "fr") return fr_history_review_agrees(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_review_agrees(inputs)
	return en_history_review_agrees(inputs)
});