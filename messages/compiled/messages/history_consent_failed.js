/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} History_Consent_FailedInputs */

const en_history_consent_failed = /** @type {(inputs: History_Consent_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Failed to save your choice: ${i?.reason}`)
};

const es_history_consent_failed = /** @type {(inputs: History_Consent_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo guardar tu elección: ${i?.reason}`)
};

const de_history_consent_failed = /** @type {(inputs: History_Consent_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Wahl konnte nicht gespeichert werden: ${i?.reason}`)
};

const fr_history_consent_failed = /** @type {(inputs: History_Consent_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Impossible d’enregistrer votre choix : ${i?.reason}`)
};

const zh_hans1_history_consent_failed = /** @type {(inputs: History_Consent_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法保存你的选择：${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Failed to save your choice: {reason}" |
*
* @param {History_Consent_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_consent_failed = /** @type {((inputs: History_Consent_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Consent_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_consent_failed(inputs)
	if (locale === "de") return de_history_consent_failed(inputs)
	if (locale === "fr") return fr_history_consent_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_consent_failed(inputs)
	return en_history_consent_failed(inputs)
});