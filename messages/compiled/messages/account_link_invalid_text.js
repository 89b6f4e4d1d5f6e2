/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Link_Invalid_TextInputs */

const en_account_link_invalid_text = /** @type {(inputs: Account_Link_Invalid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It may be incomplete, or meant for an e-mail address the account no longer uses. Send yourself a new one.`)
};

const es_account_link_invalid_text = /** @type {(inputs: Account_Link_Invalid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puede que esté incompleto o que sea para un correo que la cuenta ya no usa. Envíate uno nuevo.`)
};

const de_account_link_invalid_text = /** @type {(inputs: Account_Link_Invalid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er ist vielleicht unvollständig oder für eine E-Mail-Adresse, die das Konto nicht mehr nutzt. Schick dir einen neuen.`)
};

const fr_account_link_invalid_text = /** @type {(inputs: Account_Link_Invalid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il est peut-être incomplet, ou destiné à une adresse e-mail que le compte n'utilise plus. Envoyez-vous-en un nouveau.`)
};

const zh_hans1_account_link_invalid_text = /** @type {(inputs: Account_Link_Invalid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`它可能不完整，或对应的邮箱已不再用于此账户。请给自己重新发送一个。`)
};

/**
* | output |
* | --- |
* | "It may be incomplete, or meant for an e-mail address the account no longer uses. Send yourself a new one." |
*
* @param {Account_Link_Invalid_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_link_invalid_text = /** @type {((inputs?: Account_Link_Invalid_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Link_Invalid_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_link_invalid_text(inputs)
	if (locale === "de") return de_account_link_invalid_text(inputs)
	if (locale === "fr") return fr_account_link_invalid_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_link_invalid_text(inputs)
	return en_account_link_invalid_text(inputs)
});