/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Verify_IgnoreInputs */

const en_email_verify_ignore = /** @type {(inputs: Email_Verify_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not create a ReefID account, you can ignore this e-mail.`)
};

const es_email_verify_ignore = /** @type {(inputs: Email_Verify_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si no has creado una cuenta en ReefID, puedes ignorar este correo.`)
};

const de_email_verify_ignore = /** @type {(inputs: Email_Verify_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn du kein ReefID-Konto angelegt hast, kannst du diese E-Mail ignorieren.`)
};

const fr_email_verify_ignore = /** @type {(inputs: Email_Verify_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous n’avez pas créé de compte ReefID, vous pouvez ignorer cet e-mail.`)
};

const zh_hans1_email_verify_ignore = /** @type {(inputs: Email_Verify_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`如果你没有创建 ReefID 账户，请忽略此邮件。`)
};

/**
* | output |
* | --- |
* | "If you did not create a ReefID account, you can ignore this e-mail." |
*
* @param {Email_Verify_IgnoreInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const email_verify_ignore = /** @type {((inputs?: Email_Verify_IgnoreInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Verify_IgnoreInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_verify_ignore(inputs)
	if (locale === "de") return de_email_verify_ignore(inputs)
	if (locale === "fr") return fr_email_verify_ignore(inputs)
	if (locale === "zh-Hans") return zh_hans1_email_verify_ignore(inputs)
	return en_email_verify_ignore(inputs)
});