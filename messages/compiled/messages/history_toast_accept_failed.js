/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} History_Toast_Accept_FailedInputs */

const en_history_toast_accept_failed = /** @type {(inputs: History_Toast_Accept_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Failed to accept identification: ${i?.reason}`)
};

const es_history_toast_accept_failed = /** @type {(inputs: History_Toast_Accept_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se ha podido aceptar la identificación: ${i?.reason}`)
};

const de_history_toast_accept_failed = /** @type {(inputs: History_Toast_Accept_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestimmung konnte nicht übernommen werden: ${i?.reason}`)
};

const fr_history_toast_accept_failed = /** @type {(inputs: History_Toast_Accept_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Impossible d’accepter l’identification : ${i?.reason}`)
};

const zh_hans1_history_toast_accept_failed = /** @type {(inputs: History_Toast_Accept_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法接受识别：${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Failed to accept identification: {reason}" |
*
* @param {History_Toast_Accept_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_toast_accept_failed = /** @type {((inputs: History_Toast_Accept_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Toast_Accept_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_toast_accept_failed(inputs)
	if (locale === "de") return de_history_toast_accept_failed(inputs)
	if (locale === "fr") return fr_history_toast_accept_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_toast_accept_failed(inputs)
	return en_history_toast_accept_failed(inputs)
});