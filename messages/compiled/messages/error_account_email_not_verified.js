/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Account_Email_Not_VerifiedInputs */

const en_error_account_email_not_verified = /** @type {(inputs: Error_Account_Email_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please verify your e-mail address first: follow the link we sent you, or send a new one.`)
};

const es_error_account_email_not_verified = /** @type {(inputs: Error_Account_Email_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primero verifica tu dirección de correo: sigue el enlace que te enviamos o pide uno nuevo.`)
};

const de_error_account_email_not_verified = /** @type {(inputs: Error_Account_Email_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte bestätige zuerst deine E-Mail-Adresse: Folge dem Link, den wir dir geschickt haben, oder fordere einen neuen an.`)
};

const fr_error_account_email_not_verified = /** @type {(inputs: Error_Account_Email_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez d’abord vérifier votre adresse e-mail : suivez le lien que nous vous avons envoyé, ou demandez-en un nouveau.`)
};

const zh_hans1_error_account_email_not_verified = /** @type {(inputs: Error_Account_Email_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请先验证你的邮箱地址：点击我们发送给你的链接，或重新发送一封。`)
};

/**
* | output |
* | --- |
* | "Please verify your e-mail address first: follow the link we sent you, or send a new one." |
*
* @param {Error_Account_Email_Not_VerifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_account_email_not_verified = /** @type {((inputs?: Error_Account_Email_Not_VerifiedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Account_Email_Not_VerifiedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_account_email_not_verified(inputs)
	if (locale === "de") return de_error_account_email_not_verified(inputs)
	if (locale === "fr") return fr_error_account_email_not_verified(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_account_email_not_verified(inputs)
	return en_error_account_email_not_verified(inputs)
});