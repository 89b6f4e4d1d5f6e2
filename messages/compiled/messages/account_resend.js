/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_ResendInputs */

const en_account_resend = /** @type {(inputs: Account_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resend verification e-mail`)
};

const es_account_resend = /** @type {(inputs: Account_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reenviar correo de verificación`)
};

const de_account_resend = /** @type {(inputs: Account_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigungs-E-Mail erneut senden`)
};

const fr_account_resend = /** @type {(inputs: Account_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renvoyer l'e-mail de vérification`)
};

const zh_hans1_account_resend = /** @type {(inputs: Account_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重新发送验证邮件`)
};

/**
* | output |
* | --- |
* | "Resend verification e-mail" |
*
* @param {Account_ResendInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_resend = /** @type {((inputs?: Account_ResendInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_ResendInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_resend(inputs)
	if (locale === "de") return de_account_resend(inputs)
	if (locale === "fr") return fr_account_resend(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_resend(inputs)
	return en_account_resend(inputs)
});