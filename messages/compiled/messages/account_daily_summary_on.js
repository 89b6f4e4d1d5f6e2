/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Daily_Summary_OnInputs */

const en_account_daily_summary_on = /** @type {(inputs: Account_Daily_Summary_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You will get a daily summary when something new is unread.`)
};

const es_account_daily_summary_on = /** @type {(inputs: Account_Daily_Summary_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recibirás un resumen diario cuando haya algo nuevo sin leer.`)
};

const de_account_daily_summary_on = /** @type {(inputs: Account_Daily_Summary_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du bekommst eine tägliche Zusammenfassung, wenn etwas Neues ungelesen ist.`)
};

const fr_account_daily_summary_on = /** @type {(inputs: Account_Daily_Summary_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous recevrez un résumé quotidien quand quelque chose de nouveau sera non lu.`)
};

const zh_hans1_account_daily_summary_on = /** @type {(inputs: Account_Daily_Summary_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有新的未读内容时，你会收到每日摘要。`)
};

/**
* | output |
* | --- |
* | "You will get a daily summary when something new is unread." |
*
* @param {Account_Daily_Summary_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_daily_summary_on = /** @type {((inputs?: Account_Daily_Summary_OnInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Daily_Summary_OnInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_daily_summary_on(inputs)
	if (locale === "de") return de_account_daily_summary_on(inputs)
	if (locale === "fr") return fr_account_daily_summary_on(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_daily_summary_on(inputs)
	return en_account_daily_summary_on(inputs)
});