/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Review_AskInputs */

const en_history_review_ask = /** @type {(inputs: History_Review_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask experts to review`)
};

const es_history_review_ask = /** @type {(inputs: History_Review_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedir revisión a expertos`)
};

const de_history_review_ask = /** @type {(inputs: History_Review_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fachleute um Prüfung bitten`)
};

const fr_history_review_ask = /** @type {(inputs: History_Review_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demander l’avis d’experts`)
};

const zh_hans1_history_review_ask = /** @type {(inputs: History_Review_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请专家审核`)
};

/**
* | output |
* | --- |
* | "Ask experts to review" |
*
* @param {History_Review_AskInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_review_ask = /** @type {((inputs?: History_Review_AskInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Review_AskInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_review_ask(inputs)
	if (locale === "de") return de_history_review_ask(inputs)
	if (locale === "fr") return fr_history_review_ask(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_review_ask(inputs)
	return en_history_review_ask(inputs)
});