/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Account_Verification_Not_SentInputs */

const en_error_account_verification_not_sent = /** @type {(inputs: Error_Account_Verification_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The verification e-mail could not be sent. Please try again later.`)
};

const es_error_account_verification_not_sent = /** @type {(inputs: Error_Account_Verification_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo enviar el correo de verificación. Vuelve a intentarlo más tarde.`)
};

const de_error_account_verification_not_sent = /** @type {(inputs: Error_Account_Verification_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bestätigungs-E-Mail konnte nicht gesendet werden. Bitte versuche es später noch einmal.`)
};

const fr_error_account_verification_not_sent = /** @type {(inputs: Error_Account_Verification_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’e-mail de vérification n’a pas pu être envoyé. Réessayez plus tard.`)
};

const zh_hans1_error_account_verification_not_sent = /** @type {(inputs: Error_Account_Verification_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`验证邮件发送失败，请稍后再试。`)
};

/**
* | output |
* | --- |
* | "The verification e-mail could not be sent. Please try again later." |
*
* @param {Error_Account_Verification_Not_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_account_verification_not_sent = /** @type {((inputs?: Error_Account_Verification_Not_SentInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Account_Verification_Not_SentInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_account_verification_not_sent(inputs)
	if (locale === "de") return de_error_account_verification_not_sent(inputs)
	if (locale === "fr") return fr_error_account_verification_not_sent(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_account_verification_not_sent(inputs)
	return en_error_account_verification_not_sent(inputs)
});