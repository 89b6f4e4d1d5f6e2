/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Review_AskingInputs */

const en_history_review_asking = /** @type {(inputs: History_Review_AskingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asking…`)
};

const es_history_review_asking = /** @type {(inputs: History_Review_AskingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando…`)
};

const de_history_review_asking = /** @type {(inputs: History_Review_AskingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird angefragt…`)
};

const fr_history_review_asking = /** @type {(inputs: History_Review_AskingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande en cours…`)
};

const zh_hans1_history_review_asking = /** @type {(inputs: History_Review_AskingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在请求…`)
};

/**
* | output |
* | --- |
* | "Asking…" |
*
* @param {History_Review_AskingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_review_asking = /** @type {((inputs?: History_Review_AskingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Review_AskingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_review_asking(inputs)
	if (locale === "de") return de_history_review_asking(inputs)
	if (locale === "fr") return fr_history_review_asking(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_review_asking(inputs)
	return en_history_review_asking(inputs)
});