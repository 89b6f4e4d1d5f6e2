/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Daily_Summary_SectionInputs */

const en_account_daily_summary_section = /** @type {(inputs: Account_Daily_Summary_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications by e-mail`)
};

const es_account_daily_summary_section = /** @type {(inputs: Account_Daily_Summary_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificaciones por correo`)
};

const de_account_daily_summary_section = /** @type {(inputs: Account_Daily_Summary_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benachrichtigungen per E-Mail`)
};

const fr_account_daily_summary_section = /** @type {(inputs: Account_Daily_Summary_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications par e-mail`)
};

const zh_hans1_account_daily_summary_section = /** @type {(inputs: Account_Daily_Summary_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`电子邮件通知`)
};

/**
* | output |
* | --- |
* | "Notifications by e-mail" |
*
* @param {Account_Daily_Summary_SectionInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_daily_summary_section = /** @type {((inputs?: Account_Daily_Summary_SectionInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Daily_Summary_SectionInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_daily_summary_section(inputs)
	if (locale === "de") return de_account_daily_summary_section(inputs)
	if (locale === "fr") return fr_account_daily_summary_section(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_daily_summary_section(inputs)
	return en_account_daily_summary_section(inputs)
});