/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Verification_SentInputs */

const en_account_verification_sent = /** @type {(inputs: Account_Verification_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We sent a link to verify your e-mail address. It works for 24 hours.`)
};

const es_account_verification_sent = /** @type {(inputs: Account_Verification_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Te enviamos un enlace para verificar tu correo. Es válido durante 24 horas.`)
};

const de_account_verification_sent = /** @type {(inputs: Account_Verification_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir haben dir einen Link zur Bestätigung deiner E-Mail-Adresse geschickt. Er gilt 24 Stunden.`)
};

const fr_account_verification_sent = /** @type {(inputs: Account_Verification_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous vous avons envoyé un lien pour vérifier votre adresse e-mail. Il est valable 24 heures.`)
};

const zh_hans1_account_verification_sent = /** @type {(inputs: Account_Verification_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我们已发送验证邮箱的链接，24 小时内有效。`)
};

/**
* | output |
* | --- |
* | "We sent a link to verify your e-mail address. It works for 24 hours." |
*
* @param {Account_Verification_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_verification_sent = /** @type {((inputs?: Account_Verification_SentInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Verification_SentInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_verification_sent(inputs)
	if (locale === "de") return de_account_verification_sent(inputs)
	if (locale === "fr") return fr_account_verification_sent(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_verification_sent(inputs)
	return en_account_verification_sent(inputs)
});