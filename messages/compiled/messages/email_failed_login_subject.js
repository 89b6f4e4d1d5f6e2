/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Failed_Login_SubjectInputs */

const en_email_failed_login_subject = /** @type {(inputs: Email_Failed_Login_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wrong passwords were entered for your ReefID account`)
};

const es_email_failed_login_subject = /** @type {(inputs: Email_Failed_Login_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se han introducido contraseñas incorrectas en tu cuenta de ReefID`)
};

const de_email_failed_login_subject = /** @type {(inputs: Email_Failed_Login_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für dein ReefID-Konto wurden falsche Passwörter eingegeben`)
};

const fr_email_failed_login_subject = /** @type {(inputs: Email_Failed_Login_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des mots de passe erronés ont été saisis pour votre compte ReefID`)
};

const zh_hans1_email_failed_login_subject = /** @type {(inputs: Email_Failed_Login_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有人为你的 ReefID 账户输入了错误的密码`)
};

/**
* | output |
* | --- |
* | "Wrong passwords were entered for your ReefID account" |
*
* @param {Email_Failed_Login_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const email_failed_login_subject = /** @type {((inputs?: Email_Failed_Login_SubjectInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Failed_Login_SubjectInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_failed_login_subject(inputs)
	if (locale === "de") return de_email_failed_login_subject(inputs)
	if (locale === "fr") return fr_email_failed_login_subject(inputs)
	if (locale === "zh-Hans") return zh_hans1_email_failed_login_subject(inputs)
	return en_email_failed_login_subject(inputs)
});