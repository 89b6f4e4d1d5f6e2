/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ profile: NonNullable<unknown> }} Email_Summary_Why_HtmlInputs */

const en_email_summary_why_html = /** @type {(inputs: Email_Summary_Why_HtmlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You get this e-mail because "E-mail me a daily summary" is on in ${i?.profile}.`)
};

const es_email_summary_why_html = /** @type {(inputs: Email_Summary_Why_HtmlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recibes este correo porque tienes activada la opción «Enviarme un resumen diario por correo» en ${i?.profile}.`)
};

const de_email_summary_why_html = /** @type {(inputs: Email_Summary_Why_HtmlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du bekommst diese E-Mail, weil „Tägliche Zusammenfassung per E-Mail“ in ${i?.profile} eingeschaltet ist.`)
};

const fr_email_summary_why_html = /** @type {(inputs: Email_Summary_Why_HtmlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous recevez cet e-mail car l’option « M’envoyer un résumé quotidien par e-mail » est activée dans ${i?.profile}.`)
};

const zh_hans1_email_summary_why_html = /** @type {(inputs: Email_Summary_Why_HtmlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你收到此邮件，是因为你在${i?.profile}中开启了“每天用邮件发送摘要”。`)
};

/**
* | output |
* | --- |
* | "You get this e-mail because \"E-mail me a daily summary\" is on in {profile}." |
*
* @param {Email_Summary_Why_HtmlInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const email_summary_why_html = /** @type {((inputs: Email_Summary_Why_HtmlInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Summary_Why_HtmlInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_summary_why_html(inputs)
	if (locale === "de") return de_email_summary_why_html(inputs)
	if (locale === "fr") return fr_email_summary_why_html(inputs)
	if (locale === "zh-Hans") return zh_hans1_email_summary_why_html(inputs)
	return en_email_summary_why_html(inputs)
});