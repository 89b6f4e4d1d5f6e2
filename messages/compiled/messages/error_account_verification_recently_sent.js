/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Account_Verification_Recently_SentInputs */

const en_error_account_verification_recently_sent = /** @type {(inputs: Error_Account_Verification_Recently_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A verification e-mail was sent less than a minute ago. Please check your inbox, or try again in a minute.`)
};

const es_error_account_verification_recently_sent = /** @type {(inputs: Error_Account_Verification_Recently_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hace menos de un minuto que enviamos un correo de verificación. Revisa tu bandeja de entrada o vuelve a intentarlo dentro de un minuto.`)
};

const de_error_account_verification_recently_sent = /** @type {(inputs: Error_Account_Verification_Recently_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vor weniger als einer Minute wurde eine Bestätigungs-E-Mail gesendet. Bitte sieh in deinem Posteingang nach oder versuche es in einer Minute noch einmal.`)
};

const fr_error_account_verification_recently_sent = /** @type {(inputs: Error_Account_Verification_Recently_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un e-mail de vérification a été envoyé il y a moins d’une minute. Consultez votre boîte de réception ou réessayez dans une minute.`)
};

const zh_hans1_error_account_verification_recently_sent = /** @type {(inputs: Error_Account_Verification_Recently_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`验证邮件已在一分钟内发送。请查看收件箱，或一分钟后再试。`)
};

/**
* | output |
* | --- |
* | "A verification e-mail was sent less than a minute ago. Please check your inbox, or try again in a minute." |
*
* @param {Error_Account_Verification_Recently_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_account_verification_recently_sent = /** @type {((inputs?: Error_Account_Verification_Recently_SentInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Account_Verification_Recently_SentInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_account_verification_recently_sent(inputs)
	if (locale === "de") return de_error_account_verification_recently_sent(inputs)
	if (locale === "fr") return fr_error_account_verification_recently_sent(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_account_verification_recently_sent(inputs)
	return en_error_account_verification_recently_sent(inputs)
});