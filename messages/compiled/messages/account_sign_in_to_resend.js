/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Account_Sign_In_To_ResendInputs */

const en_account_sign_in_to_resend = /** @type {(inputs: Account_Sign_In_To_ResendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link} to send a new link.`)
};

const es_account_sign_in_to_resend = /** @type {(inputs: Account_Sign_In_To_ResendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link} para enviar un enlace nuevo.`)
};

const de_account_sign_in_to_resend = /** @type {(inputs: Account_Sign_In_To_ResendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link}, um einen neuen Link zu senden.`)
};

const fr_account_sign_in_to_resend = /** @type {(inputs: Account_Sign_In_To_ResendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link} pour envoyer un nouveau lien.`)
};

const zh_hans1_account_sign_in_to_resend = /** @type {(inputs: Account_Sign_In_To_ResendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link}后即可发送新链接。`)
};

/**
* | output |
* | --- |
* | "{link} to send a new link." |
*
* @param {Account_Sign_In_To_ResendInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_sign_in_to_resend = /** @type {((inputs: Account_Sign_In_To_ResendInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sign_In_To_ResendInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_sign_in_to_resend(inputs)
	if (locale === "de") return de_account_sign_in_to_resend(inputs)
	if (locale === "fr") return fr_account_sign_in_to_resend(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_sign_in_to_resend(inputs)
	return en_account_sign_in_to_resend(inputs)
});