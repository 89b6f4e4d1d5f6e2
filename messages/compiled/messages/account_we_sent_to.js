/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Account_We_Sent_ToInputs */

const en_account_we_sent_to = /** @type {(inputs: Account_We_Sent_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We sent a link to ${i?.email}.`)
};

const es_account_we_sent_to = /** @type {(inputs: Account_We_Sent_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enviamos un enlace a ${i?.email}.`)
};

const de_account_we_sent_to = /** @type {(inputs: Account_We_Sent_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wir haben einen Link an ${i?.email} geschickt.`)
};

const fr_account_we_sent_to = /** @type {(inputs: Account_We_Sent_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous avons envoyé un lien à ${i?.email}.`)
};

const zh_hans1_account_we_sent_to = /** @type {(inputs: Account_We_Sent_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`我们已向 ${i?.email} 发送了链接。`)
};

/**
* | output |
* | --- |
* | "We sent a link to {email}." |
*
* @param {Account_We_Sent_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_we_sent_to = /** @type {((inputs: Account_We_Sent_ToInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_We_Sent_ToInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_we_sent_to(inputs)
	if (locale === "de") return de_account_we_sent_to(inputs)
	if (locale === "fr") return fr_account_we_sent_to(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_we_sent_to(inputs)
	return en_account_we_sent_to(inputs)
});