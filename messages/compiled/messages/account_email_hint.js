/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Email_HintInputs */

const en_account_email_hint = /** @type {(inputs: Account_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Used for account notifications.`)
};

const es_account_email_hint = /** @type {(inputs: Account_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se usa para los avisos de la cuenta.`)
};

const de_account_email_hint = /** @type {(inputs: Account_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für Benachrichtigungen zu deinem Konto.`)
};

const fr_account_email_hint = /** @type {(inputs: Account_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisée pour les notifications du compte.`)
};

const zh_hans1_account_email_hint = /** @type {(inputs: Account_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用于接收账户通知。`)
};

/**
* | output |
* | --- |
* | "Used for account notifications." |
*
* @param {Account_Email_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_email_hint = /** @type {((inputs?: Account_Email_HintInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Email_HintInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_email_hint(inputs)
	if (locale === "de") return de_account_email_hint(inputs)
	if (locale === "fr") return fr_account_email_hint(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_email_hint(inputs)
	return en_account_email_hint(inputs)
});