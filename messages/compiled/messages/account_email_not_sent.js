/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Email_Not_SentInputs */

const en_account_email_not_sent = /** @type {(inputs: Account_Email_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not send the e-mail`)
};

const es_account_email_not_sent = /** @type {(inputs: Account_Email_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo enviar el correo`)
};

const de_account_email_not_sent = /** @type {(inputs: Account_Email_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die E-Mail konnte nicht gesendet werden`)
};

const fr_account_email_not_sent = /** @type {(inputs: Account_Email_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d'envoyer l'e-mail`)
};

const zh_hans1_account_email_not_sent = /** @type {(inputs: Account_Email_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法发送邮件`)
};

/**
* | output |
* | --- |
* | "Could not send the e-mail" |
*
* @param {Account_Email_Not_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_email_not_sent = /** @type {((inputs?: Account_Email_Not_SentInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Email_Not_SentInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_email_not_sent(inputs)
	if (locale === "de") return de_account_email_not_sent(inputs)
	if (locale === "fr") return fr_account_email_not_sent(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_email_not_sent(inputs)
	return en_account_email_not_sent(inputs)
});