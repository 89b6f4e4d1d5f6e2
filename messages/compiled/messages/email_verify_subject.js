/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Verify_SubjectInputs */

const en_email_verify_subject = /** @type {(inputs: Email_Verify_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify your e-mail address for ReefID`)
};

const es_email_verify_subject = /** @type {(inputs: Email_Verify_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifica tu dirección de correo para ReefID`)
};

const de_email_verify_subject = /** @type {(inputs: Email_Verify_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätige deine E-Mail-Adresse für ReefID`)
};

const fr_email_verify_subject = /** @type {(inputs: Email_Verify_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez votre adresse e-mail pour ReefID`)
};

const zh_hans1_email_verify_subject = /** @type {(inputs: Email_Verify_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`验证你的 ReefID 邮箱地址`)
};

/**
* | output |
* | --- |
* | "Verify your e-mail address for ReefID" |
*
* @param {Email_Verify_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const email_verify_subject = /** @type {((inputs?: Email_Verify_SubjectInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Verify_SubjectInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_verify_subject(inputs)
	if (locale === "de") return de_email_verify_subject(inputs)
	if (locale === "fr") return fr_email_verify_subject(inputs)
	if (locale === "zh-Hans") return zh_hans1_email_verify_subject(inputs)
	return en_email_verify_subject(inputs)
});