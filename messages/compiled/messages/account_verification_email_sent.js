/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Verification_Email_SentInputs */

const en_account_verification_email_sent = /** @type {(inputs: Account_Verification_Email_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verification e-mail sent`)
};

const es_account_verification_email_sent = /** @type {(inputs: Account_Verification_Email_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo de verificación enviado`)
};

const de_account_verification_email_sent = /** @type {(inputs: Account_Verification_Email_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigungs-E-Mail gesendet`)
};

const fr_account_verification_email_sent = /** @type {(inputs: Account_Verification_Email_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail de vérification envoyé`)
};

const zh_hans1_account_verification_email_sent = /** @type {(inputs: Account_Verification_Email_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`验证邮件已发送`)
};

/**
* | output |
* | --- |
* | "Verification e-mail sent" |
*
* @param {Account_Verification_Email_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_verification_email_sent = /** @type {((inputs?: Account_Verification_Email_SentInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Verification_Email_SentInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_verification_email_sent(inputs)
	if (locale === "de") return de_account_verification_email_sent(inputs)
	if (locale === "fr") return fr_account_verification_email_sent(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_verification_email_sent(inputs)
	return en_account_verification_email_sent(inputs)
});