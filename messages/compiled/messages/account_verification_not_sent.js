/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Verification_Not_SentInputs */

const en_account_verification_not_sent = /** @type {(inputs: Account_Verification_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The verification e-mail could not be sent. Please try again later with "Resend verification e-mail".`)
};

const es_account_verification_not_sent = /** @type {(inputs: Account_Verification_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo enviar el correo de verificación. Inténtalo más tarde con «Reenviar correo de verificación».`)
};

const de_account_verification_not_sent = /** @type {(inputs: Account_Verification_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bestätigungs-E-Mail konnte nicht gesendet werden. Bitte versuche es später mit „Bestätigungs-E-Mail erneut senden“.`)
};

const fr_account_verification_not_sent = /** @type {(inputs: Account_Verification_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'e-mail de vérification n'a pas pu être envoyé. Réessayez plus tard avec « Renvoyer l'e-mail de vérification ».`)
};

const zh_hans1_account_verification_not_sent = /** @type {(inputs: Account_Verification_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`验证邮件未能发送。请稍后点击“重新发送验证邮件”重试。`)
};

/**
* | output |
* | --- |
* | "The verification e-mail could not be sent. Please try again later with \"Resend verification e-mail\"." |
*
* @param {Account_Verification_Not_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_verification_not_sent = /** @type {((inputs?: Account_Verification_Not_SentInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Verification_Not_SentInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_verification_not_sent(inputs)
	if (locale === "de") return de_account_verification_not_sent(inputs)
	if (locale === "fr") return fr_account_verification_not_sent(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_verification_not_sent(inputs)
	return en_account_verification_not_sent(inputs)
});