/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Failed_Login_If_YouInputs */

const en_email_failed_login_if_you = /** @type {(inputs: Email_Failed_Login_If_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If that was you, you can ignore this e-mail.`)
};

const es_email_failed_login_if_you = /** @type {(inputs: Email_Failed_Login_If_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si fuiste tú, puedes ignorar este correo.`)
};

const de_email_failed_login_if_you = /** @type {(inputs: Email_Failed_Login_If_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn du das warst, kannst du diese E-Mail ignorieren.`)
};

const fr_email_failed_login_if_you = /** @type {(inputs: Email_Failed_Login_If_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si c’était vous, vous pouvez ignorer cet e-mail.`)
};

const zh_hans1_email_failed_login_if_you = /** @type {(inputs: Email_Failed_Login_If_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`如果是你本人，请忽略此邮件。`)
};

/**
* | output |
* | --- |
* | "If that was you, you can ignore this e-mail." |
*
* @param {Email_Failed_Login_If_YouInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const email_failed_login_if_you = /** @type {((inputs?: Email_Failed_Login_If_YouInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Failed_Login_If_YouInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_failed_login_if_you(inputs)
	if (locale === "de") return de_email_failed_login_if_you(inputs)
	if (locale === "fr") return fr_email_failed_login_if_you(inputs)
	if (locale === "zh-Hans") return zh_hans1_email_failed_login_if_you(inputs)
	return en_email_failed_login_if_you(inputs)
});