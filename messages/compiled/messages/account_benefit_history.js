/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Benefit_HistoryInputs */

const en_account_benefit_history = /** @type {(inputs: Account_Benefit_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Track your identification history`)
};

const es_account_benefit_history = /** @type {(inputs: Account_Benefit_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sigue tu historial de identificaciones`)
};

const de_account_benefit_history = /** @type {(inputs: Account_Benefit_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Behalte deine Bestimmungen im Blick`)
};

const fr_account_benefit_history = /** @type {(inputs: Account_Benefit_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivez l'historique de vos identifications`)
};

const zh_hans1_account_benefit_history = /** @type {(inputs: Account_Benefit_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`记录你的识别历史`)
};

/**
* | output |
* | --- |
* | "Track your identification history" |
*
* @param {Account_Benefit_HistoryInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_benefit_history = /** @type {((inputs?: Account_Benefit_HistoryInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Benefit_HistoryInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_benefit_history(inputs)
	if (locale === "de") return de_account_benefit_history(inputs)
	if (locale === "fr") return fr_account_benefit_history(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_benefit_history(inputs)
	return en_account_benefit_history(inputs)
});