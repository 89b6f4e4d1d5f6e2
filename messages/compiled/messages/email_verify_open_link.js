/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Verify_Open_LinkInputs */

const en_email_verify_open_link = /** @type {(inputs: Email_Verify_Open_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please confirm your e-mail address by opening this link within 24 hours:`)
};

const es_email_verify_open_link = /** @type {(inputs: Email_Verify_Open_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma tu dirección de correo abriendo este enlace en las próximas 24 horas:`)
};

const de_email_verify_open_link = /** @type {(inputs: Email_Verify_Open_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte bestätige deine E-Mail-Adresse, indem du innerhalb von 24 Stunden diesen Link öffnest:`)
};

const fr_email_verify_open_link = /** @type {(inputs: Email_Verify_Open_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez votre adresse e-mail en ouvrant ce lien dans les 24 heures :`)
};

const zh_hans1_email_verify_open_link = /** @type {(inputs: Email_Verify_Open_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请在 24 小时内打开以下链接，确认你的邮箱地址：`)
};

/**
* | output |
* | --- |
* | "Please confirm your e-mail address by opening this link within 24 hours:" |
*
* @param {Email_Verify_Open_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const email_verify_open_link = /** @type {((inputs?: Email_Verify_Open_LinkInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Verify_Open_LinkInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_verify_open_link(inputs)
	if (locale === "de") return de_email_verify_open_link(inputs)
	if (locale === "fr") return fr_email_verify_open_link(inputs)
	if (locale === "zh-Hans") return zh_hans1_email_verify_open_link(inputs)
	return en_email_verify_open_link(inputs)
});