/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Daily_Summary_OffInputs */

const en_account_daily_summary_off = /** @type {(inputs: Account_Daily_Summary_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No more daily summaries.`)
};

const es_account_daily_summary_off = /** @type {(inputs: Account_Daily_Summary_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No más resúmenes diarios.`)
};

const de_account_daily_summary_off = /** @type {(inputs: Account_Daily_Summary_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine täglichen Zusammenfassungen mehr.`)
};

const fr_account_daily_summary_off = /** @type {(inputs: Account_Daily_Summary_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus de résumés quotidiens.`)
};

const zh_hans1_account_daily_summary_off = /** @type {(inputs: Account_Daily_Summary_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不再发送每日摘要。`)
};

/**
* | output |
* | --- |
* | "No more daily summaries." |
*
* @param {Account_Daily_Summary_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_daily_summary_off = /** @type {((inputs?: Account_Daily_Summary_OffInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Daily_Summary_OffInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_daily_summary_off(inputs)
	if (locale === "de") return de_account_daily_summary_off(inputs)
	if (locale === "fr") return fr_account_daily_summary_off(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_daily_summary_off(inputs)
	return en_account_daily_summary_off(inputs)
});