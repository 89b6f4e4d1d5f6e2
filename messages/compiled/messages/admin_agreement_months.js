/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Agreement_MonthsInputs */

const en_admin_agreement_months = /** @type {(inputs: Admin_Agreement_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Top-1 agreement by month of verification (UTC)`)
};

const es_admin_agreement_months = /** @type {(inputs: Admin_Agreement_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coincidencia de la primera respuesta por mes de verificación (UTC)`)
};

const de_admin_agreement_months = /** @type {(inputs: Admin_Agreement_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Übereinstimmung der ersten Antwort nach Monat der Prüfung (UTC)`)
};

const fr_admin_agreement_months = /** @type {(inputs: Admin_Agreement_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Concordance de la première réponse par mois de vérification (UTC)`)
};

const zh_hans1_admin_agreement_months = /** @type {(inputs: Admin_Agreement_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`按核实月份统计的首选答案一致率（UTC）`)
};

/**
* | output |
* | --- |
* | "Top-1 agreement by month of verification (UTC)" |
*
* @param {Admin_Agreement_MonthsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_agreement_months = /** @type {((inputs?: Admin_Agreement_MonthsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Agreement_MonthsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_agreement_months(inputs)
	if (locale === "de") return de_admin_agreement_months(inputs)
	if (locale === "fr") return fr_admin_agreement_months(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_agreement_months(inputs)
	return en_admin_agreement_months(inputs)
});