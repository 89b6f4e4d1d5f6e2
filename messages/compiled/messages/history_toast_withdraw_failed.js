/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} History_Toast_Withdraw_FailedInputs */

const en_history_toast_withdraw_failed = /** @type {(inputs: History_Toast_Withdraw_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Failed to withdraw the review request: ${i?.reason}`)
};

const es_history_toast_withdraw_failed = /** @type {(inputs: History_Toast_Withdraw_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se ha podido retirar la solicitud de revisión: ${i?.reason}`)
};

const de_history_toast_withdraw_failed = /** @type {(inputs: History_Toast_Withdraw_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prüfanfrage konnte nicht zurückgezogen werden: ${i?.reason}`)
};

const fr_history_toast_withdraw_failed = /** @type {(inputs: History_Toast_Withdraw_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Impossible de retirer la demande d’examen : ${i?.reason}`)
};

const zh_hans1_history_toast_withdraw_failed = /** @type {(inputs: History_Toast_Withdraw_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法撤回审核请求：${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Failed to withdraw the review request: {reason}" |
*
* @param {History_Toast_Withdraw_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_toast_withdraw_failed = /** @type {((inputs: History_Toast_Withdraw_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Toast_Withdraw_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_toast_withdraw_failed(inputs)
	if (locale === "de") return de_history_toast_withdraw_failed(inputs)
	if (locale === "fr") return fr_history_toast_withdraw_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_toast_withdraw_failed(inputs)
	return en_history_toast_withdraw_failed(inputs)
});