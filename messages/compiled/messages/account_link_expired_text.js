/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Link_Expired_TextInputs */

const en_account_link_expired_text = /** @type {(inputs: Account_Link_Expired_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verification links work for 24 hours. Send yourself a new one.`)
};

const es_account_link_expired_text = /** @type {(inputs: Account_Link_Expired_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los enlaces de verificación valen 24 horas. Envíate uno nuevo.`)
};

const de_account_link_expired_text = /** @type {(inputs: Account_Link_Expired_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigungslinks gelten 24 Stunden. Schick dir einen neuen.`)
};

const fr_account_link_expired_text = /** @type {(inputs: Account_Link_Expired_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les liens de vérification sont valables 24 heures. Envoyez-vous-en un nouveau.`)
};

const zh_hans1_account_link_expired_text = /** @type {(inputs: Account_Link_Expired_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`验证链接 24 小时内有效。请给自己重新发送一个。`)
};

/**
* | output |
* | --- |
* | "Verification links work for 24 hours. Send yourself a new one." |
*
* @param {Account_Link_Expired_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_link_expired_text = /** @type {((inputs?: Account_Link_Expired_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Link_Expired_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_link_expired_text(inputs)
	if (locale === "de") return de_account_link_expired_text(inputs)
	if (locale === "fr") return fr_account_link_expired_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_link_expired_text(inputs)
	return en_account_link_expired_text(inputs)
});