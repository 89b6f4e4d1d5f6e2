/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Daily_Summary_LabelInputs */

const en_account_daily_summary_label = /** @type {(inputs: Account_Daily_Summary_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail me a daily summary`)
};

const es_account_daily_summary_label = /** @type {(inputs: Account_Daily_Summary_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviarme un resumen diario por correo`)
};

const de_account_daily_summary_label = /** @type {(inputs: Account_Daily_Summary_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mir täglich eine Zusammenfassung mailen`)
};

const fr_account_daily_summary_label = /** @type {(inputs: Account_Daily_Summary_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M’envoyer un résumé quotidien par e-mail`)
};

const zh_hans1_account_daily_summary_label = /** @type {(inputs: Account_Daily_Summary_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每天给我发送一封摘要邮件`)
};

/**
* | output |
* | --- |
* | "E-mail me a daily summary" |
*
* @param {Account_Daily_Summary_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_daily_summary_label = /** @type {((inputs?: Account_Daily_Summary_LabelInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Daily_Summary_LabelInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_daily_summary_label(inputs)
	if (locale === "de") return de_account_daily_summary_label(inputs)
	if (locale === "fr") return fr_account_daily_summary_label(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_daily_summary_label(inputs)
	return en_account_daily_summary_label(inputs)
});