/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Login_LedeInputs */

const en_account_login_lede = /** @type {(inputs: Account_Login_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to see your identifications and your plan.`)
};

const es_account_login_lede = /** @type {(inputs: Account_Login_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para ver tus identificaciones y tu plan.`)
};

const de_account_login_lede = /** @type {(inputs: Account_Login_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melde dich an, um deine Bestimmungen und deinen Tarif zu sehen.`)
};

const fr_account_login_lede = /** @type {(inputs: Account_Login_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous pour voir vos identifications et votre formule.`)
};

const zh_hans1_account_login_lede = /** @type {(inputs: Account_Login_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登录后可查看你的识别记录和套餐。`)
};

/**
* | output |
* | --- |
* | "Sign in to see your identifications and your plan." |
*
* @param {Account_Login_LedeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_login_lede = /** @type {((inputs?: Account_Login_LedeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Login_LedeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_login_lede(inputs)
	if (locale === "de") return de_account_login_lede(inputs)
	if (locale === "fr") return fr_account_login_lede(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_login_lede(inputs)
	return en_account_login_lede(inputs)
});