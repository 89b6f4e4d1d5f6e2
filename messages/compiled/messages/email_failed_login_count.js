/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, minutes: NonNullable<unknown> }} Email_Failed_Login_CountInputs */

const en_email_failed_login_count = /** @type {(inputs: Email_Failed_Login_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A wrong password was entered for your ReefID account ${i?.count} times within ${i?.minutes} minutes.`)
};

const es_email_failed_login_count = /** @type {(inputs: Email_Failed_Login_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se introdujo una contraseña incorrecta en tu cuenta de ReefID ${i?.count} veces en ${i?.minutes} minutos.`)
};

const de_email_failed_login_count = /** @type {(inputs: Email_Failed_Login_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Für dein ReefID-Konto wurde innerhalb von ${i?.minutes} Minuten ${i?.count}-mal ein falsches Passwort eingegeben.`)
};

const fr_email_failed_login_count = /** @type {(inputs: Email_Failed_Login_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un mot de passe erroné a été saisi ${i?.count} fois en ${i?.minutes} minutes pour votre compte ReefID.`)
};

const zh_hans1_email_failed_login_count = /** @type {(inputs: Email_Failed_Login_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你的 ReefID 账户在 ${i?.minutes} 分钟内有 ${i?.count} 次输入了错误的密码。`)
};

/**
* | output |
* | --- |
* | "A wrong password was entered for your ReefID account {count} times within {minutes} minutes." |
*
* @param {Email_Failed_Login_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const email_failed_login_count = /** @type {((inputs: Email_Failed_Login_CountInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Failed_Login_CountInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_failed_login_count(inputs)
	if (locale === "de") return de_email_failed_login_count(inputs)
	if (locale === "fr") return fr_email_failed_login_count(inputs)
	if (locale === "zh-Hans") return zh_hans1_email_failed_login_count(inputs)
	return en_email_failed_login_count(inputs)
});