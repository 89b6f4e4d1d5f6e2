/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_New_LinkInputs */

const en_account_new_link = /** @type {(inputs: Account_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new link can be sent to your address.`)
};

const es_account_new_link = /** @type {(inputs: Account_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Podemos enviar un enlace nuevo a tu dirección.`)
};

const de_account_new_link = /** @type {(inputs: Account_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein neuer Link kann an deine Adresse gesendet werden.`)
};

const fr_account_new_link = /** @type {(inputs: Account_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un nouveau lien peut être envoyé à votre adresse.`)
};

const zh_hans1_account_new_link = /** @type {(inputs: Account_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`可以向你的邮箱发送新链接。`)
};

/**
* | output |
* | --- |
* | "A new link can be sent to your address." |
*
* @param {Account_New_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_new_link = /** @type {((inputs?: Account_New_LinkInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_New_LinkInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_new_link(inputs)
	if (locale === "de") return de_account_new_link(inputs)
	if (locale === "fr") return fr_account_new_link(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_new_link(inputs)
	return en_account_new_link(inputs)
});