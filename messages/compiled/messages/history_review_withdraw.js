/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Review_WithdrawInputs */

const en_history_review_withdraw = /** @type {(inputs: History_Review_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdraw review request`)
};

const es_history_review_withdraw = /** @type {(inputs: History_Review_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirar la solicitud de revisión`)
};

const de_history_review_withdraw = /** @type {(inputs: History_Review_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prüfanfrage zurückziehen`)
};

const fr_history_review_withdraw = /** @type {(inputs: History_Review_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer la demande d’examen`)
};

const zh_hans1_history_review_withdraw = /** @type {(inputs: History_Review_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`撤回审核请求`)
};

/**
* | output |
* | --- |
* | "Withdraw review request" |
*
* @param {History_Review_WithdrawInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_review_withdraw = /** @type {((inputs?: History_Review_WithdrawInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Review_WithdrawInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_review_withdraw(inputs)
	if (locale === "de") return de_history_review_withdraw(inputs)
	if (locale === "fr") return fr_history_review_withdraw(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_review_withdraw(inputs)
	return en_history_review_withdraw(inputs)
});