/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Review_WithdrawingInputs */

const en_history_review_withdrawing = /** @type {(inputs: History_Review_WithdrawingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawing…`)
};

const es_history_review_withdrawing = /** @type {(inputs: History_Review_WithdrawingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirando…`)
};

const de_history_review_withdrawing = /** @type {(inputs: History_Review_WithdrawingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird zurückgezogen…`)
};

const fr_history_review_withdrawing = /** @type {(inputs: History_Review_WithdrawingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retrait en cours…`)
};

const zh_hans1_history_review_withdrawing = /** @type {(inputs: History_Review_WithdrawingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在撤回…`)
};

/**
* | output |
* | --- |
* | "Withdrawing…" |
*
* @param {History_Review_WithdrawingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_review_withdrawing = /** @type {((inputs?: History_Review_WithdrawingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Review_WithdrawingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_review_withdrawing(inputs)
	if (locale === "de") return de_history_review_withdrawing(inputs)
	if (locale === "fr") return fr_history_review_withdrawing(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_review_withdrawing(inputs)
	return en_history_review_withdrawing(inputs)
});