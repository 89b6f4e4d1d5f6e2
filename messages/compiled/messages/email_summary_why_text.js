/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Email_Summary_Why_TextInputs */

const en_email_summary_why_text = /** @type {(inputs: Email_Summary_Why_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You get this e-mail because "E-mail me a daily summary" is on in your profile: ${i?.link}`)
};

const es_email_summary_why_text = /** @type {(inputs: Email_Summary_Why_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recibes este correo porque tienes activada la opción «Enviarme un resumen diario por correo» en tu perfil: ${i?.link}`)
};

const de_email_summary_why_text = /** @type {(inputs: Email_Summary_Why_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du bekommst diese E-Mail, weil „Tägliche Zusammenfassung per E-Mail“ in deinem Profil eingeschaltet ist: ${i?.link}`)
};

const fr_email_summary_why_text = /** @type {(inputs: Email_Summary_Why_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous recevez cet e-mail car l’option « M’envoyer un résumé quotidien par e-mail » est activée dans votre profil : ${i?.link}`)
};

const zh_hans1_email_summary_why_text = /** @type {(inputs: Email_Summary_Why_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你收到此邮件，是因为你在个人资料中开启了“每天用邮件发送摘要”：${i?.link}`)
};

/**
* | output |
* | --- |
* | "You get this e-mail because \"E-mail me a daily summary\" is on in your profile: {link}" |
*
* @param {Email_Summary_Why_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const email_summary_why_text = /** @type {((inputs: Email_Summary_Why_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Summary_Why_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_summary_why_text(inputs)
	if (locale === "de") return de_email_summary_why_text(inputs)
	if (locale === "fr") return fr_email_summary_why_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_email_summary_why_text(inputs)
	return en_email_summary_why_text(inputs)
});